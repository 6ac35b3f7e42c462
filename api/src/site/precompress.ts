import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const TEXT = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);
const MIN_BYTES = 1024;

async function isFresh(target: string, sourceMtime: number): Promise<boolean> {
  try {
    return (await stat(target)).mtimeMs >= sourceMtime;
  } catch {
    return false;
  }
}

/**
 * Writes .gz and .br beside every text asset of a dist folder (once per build: files already newer
 * than their source are kept), so @fastify/static serves them with `preCompressed`.
 */
export async function precompressFolder(root: string): Promise<number> {
  let written = 0;
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !TEXT.has(path.extname(entry.name))) continue;
    const file = path.join(entry.parentPath, entry.name);
    const info = await stat(file);
    if (info.size < MIN_BYTES) continue;
    const [gzFresh, brFresh] = await Promise.all([
      isFresh(`${file}.gz`, info.mtimeMs),
      isFresh(`${file}.br`, info.mtimeMs),
    ]);
    if (gzFresh && brFresh) continue;
    const content = await readFile(file);
    if (!gzFresh) await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
    if (!brFresh) {
      await writeFile(
        `${file}.br`,
        await brotliAsync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      );
    }
    written++;
  }
  return written;
}
