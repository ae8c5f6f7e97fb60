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
  },
});
