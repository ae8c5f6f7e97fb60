import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './support/server';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    globalSetup: ['./support/server.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // Spec files run in parallel, each worker against its own server (support/browser.ts).
    fileParallelism: true,
    maxWorkers: E2E_WORKERS,
    // On a loaded 2-core machine about one browser test in a thousand misses a beat (a keyboard
    // drag announced late, a toast past its wait). A test gets one more try; `npm test` lists
    // every test that needed it, so a flaky one is seen and fixed, never hidden.
    retry: 1,
    // `expect.poll` waits 1 s by default: on the slower 2-core machine of 2026-11-28 the back
    // office took 1.3–2.4 s to boot after a navigation. A poll that passes returns at once.
    expect: { poll: { timeout: 5_000 } },
  },
});
