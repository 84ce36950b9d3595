import { defineConfig } from 'vitest/config';
import { aliases } from '../../aliases';

/** Tests that start whole portal processes on loopback: several instances, crashes, outages. One at a time. */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['tests/ops/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    maxWorkers: 1,
  },
});
