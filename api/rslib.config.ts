import { defineConfig } from '@rslib/core';

/**
 * The api's production build: `src/` compiled file by file into `dist/` (same folders, so
 * autoload finds each plugin and route folder, and paths relative to a file, like the migrations
 * and public/, stay right). The worker scripts (plain JS) are copied as they are. Run it with
 * `node --conditions=built dist/server.js` (`pnpm --filter api start`): `shared` then resolves to
 * its own build.
 */
export default defineConfig({
  lib: [{ format: 'esm', bundle: false, syntax: 'es2023', dts: false }],
  source: {
    entry: {
      index: ['./src/**/*.ts', '!./src/**/*.test.ts', '!./src/**/*.d.ts'],
    },
  },
  output: {
    target: 'node',
    distPath: { root: 'dist' },
    cleanDistPath: true,
    copy: [{ from: '**/*.mjs', context: './src' }],
  },
});
