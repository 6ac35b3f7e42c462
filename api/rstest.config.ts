import { defineConfig } from '@rstest/core';
import { testReporters } from '../scripts/rstest-reporters';

export default defineConfig({
  ...testReporters(),
  testEnvironment: 'node',
  include: ['test/**/*.test.ts'],
  globalSetup: ['./test/global-setup.ts'],
  // Each file starts its own database (PGlite worker or a fresh PostgreSQL database).
  testTimeout: 60_000,
  hookTimeout: 120_000,
  pool: { maxWorkers: 2 },
  output: {
    // Keep node_modules (pglite, pg, argon2, sharp) out of the bundle: native and WASM files load from disk.
    externals: [/^@electric-sql\//, 'pg', 'argon2', 'sharp'],
  },
});
