import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig } from '@rstest/core';
import { testReporters } from '../scripts/rstest-reporters';

const srcDir = path.resolve(import.meta.dirname, 'src');
const globalSetup = path.resolve(import.meta.dirname, 'test/global-setup.ts');
/** tsx's loader, found from here whatever folder rstest was started in. */
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

const sourceFile = (target: string) =>
  [target, `${target}.ts`, path.join(target, 'index.ts')].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );

/**
 * A test's import of `src/` is left to Node (with tsx, as `pnpm start` runs it) instead of the
 * bundle: @fastify/autoload imports the route and plugin files from disk at run time, and the test
 * must see those same modules (one `HttpError` class, one `DevSmsSink`), not a bundled second copy.
 * The global setup runs in rstest's own process, without tsx, so its imports stay bundled.
 */
function apiSourcesFromDisk(
  data: { request?: string; context?: string; contextInfo?: { issuer: string } },
  callback: (error?: Error, result?: string) => void,
) {
  const { request, context, contextInfo } = data;
  const issuer = contextInfo?.issuer ?? '';
  if (request?.startsWith('.') && context && !issuer.startsWith(srcDir) && issuer !== globalSetup) {
    const file = sourceFile(path.resolve(context, request));
    if (file?.startsWith(srcDir + path.sep))
      return callback(undefined, `import ${pathToFileURL(file).href}`);
  }
  callback();
}

export default defineConfig({
  ...testReporters(),
  testEnvironment: 'node',
  include: ['test/**/*.test.ts'],
  globalSetup: ['./test/global-setup.ts'],
  // Each file starts its own database (PGlite worker or a fresh PostgreSQL database).
  testTimeout: 60_000,
  hookTimeout: 120_000,
  pool: { maxWorkers: 2, execArgv: [`--import=${tsxLoader}`] },
  // tsx loads the .ts files; autoload would only see that by itself on a Node that strips types
  // (22.18 and later), and `engines` allows 22.12.
  env: { FASTIFY_AUTOLOAD_TYPESCRIPT: '1' },
  output: {
    // Keep node_modules (pglite, pg, argon2, sharp) out of the bundle: native and WASM files load from disk.
    externals: [/^@electric-sql\//, 'pg', 'argon2', 'sharp', apiSourcesFromDisk],
  },
});
