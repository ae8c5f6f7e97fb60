import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The test databases are copies of templates built once per run (decision 021).
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One file per core. Vitest's default leaves a core free (one worker on CI's two cores), but
    // these files mostly wait on PGlite's WebAssembly in their own worker or on PostgreSQL: two
    // workers take the PGlite suite from about 660 s to about 330 s on two cores.
    maxWorkers: availableParallelism(),
    // A worker keeps its modules from one file to the next: each file builds its own app and
    // database (test/helper.ts), and no file mocks a module or the environment. Loading the
    // server's modules again for each of the 54 files took a third of the suite's CPU: on two
    // cores PGlite 417 → 308 s, PostgreSQL 216 → 149 s (files shuffled: same results).
    isolate: false,
  },
});
