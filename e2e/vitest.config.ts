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
  },
});
