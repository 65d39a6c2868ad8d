import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // The seeded database is built once per run; each file starts from a copy (tests/api/seed-snapshot.ts).
          globalSetup: ['tests/api/global-setup.ts'],
          // Each file starts its own server on a fresh database; two at a time suit 2 cores.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
