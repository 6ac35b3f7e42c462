import { defineConfig } from '@rstest/core';
import { testReporters } from '../scripts/rstest-reporters';

/** Browser tests against the built shell + remotes (and, later, the api). One worker: 2 cores. */
export default defineConfig({
  ...testReporters(),
  testEnvironment: 'node',
  include: ['**/*.test.ts'],
  exclude: ['**/node_modules/**', '**/dist/**'],
  testTimeout: 60_000,
  hookTimeout: 300_000,
  pool: { maxWorkers: 1 },
});
