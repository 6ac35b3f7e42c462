import { defineConfig } from '@rslib/core';

/**
 * The api runs from built output (`node --conditions=built`): the modules of `shared` it imports
 * (contracts, vocabulary, formatters, the remote registry) are compiled file by file into `dist/`,
 * where package.json's `built` condition points. Browser builds, TypeScript and tests read the
 * sources (the `default` condition).
 */
export default defineConfig({
  lib: [{ format: 'esm', bundle: false, syntax: 'es2023', dts: false }],
  source: {
    entry: {
      index: ['./src/**/*.ts', '!./src/**/*.test.ts', '!./src/**/*.d.ts', '!./src/testing/**'],
    },
  },
  output: { target: 'node', distPath: { root: 'dist' }, cleanDistPath: true },
});
