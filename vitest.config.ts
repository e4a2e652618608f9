import { defineConfig } from 'vitest/config';

// Each PGlite instance holds ~0.7 GB; two workers fit the 2-core machines this runs on.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          sequence: { groupOrder: 0 },
          include: ['packages/contracts/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          sequence: { groupOrder: 1 },
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          pool: 'forks',
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          sequence: { groupOrder: 2 },
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
