import { defineConfig } from 'vitest/config';

// Browser journeys: one server + one Chromium per file, files in sequence (2-core machines).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['../apps/server/src/testing/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    // A real server on a shared 2-core machine: a login takes a few seconds under load.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    hookTimeout: 120_000,
  },
});
