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
          // Each file starts its own server on a fresh database; two at a time suit 2 cores.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
