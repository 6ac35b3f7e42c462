import { existsSync, readFileSync, statSync } from 'node:fs';

/**
 * A build output read once and parsed, then again only when a build replaces the file (its
 * modification time changes): the server never restarts for a rebuild. Undefined while absent.
 */
export function watchedFile<T>(file: string, parse: (text: string) => T): () => T | undefined {
  let cached: { mtimeMs: number; value: T } | undefined;
  return () => {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(readFileSync(file, 'utf8')) };
    return cached.value;
  };
}
