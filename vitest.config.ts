import { defineConfig } from 'vitest/config';
import { aliases } from './aliases';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    globalSetup: ['tests/database-image.ts'],
    setupFiles: ['tests/setup.ts', 'tests/pg-one-query-at-a-time.ts'],
  },
});
