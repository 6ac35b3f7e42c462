import { readFileSync, statSync } from 'node:fs';

/**
 * A build output read once and parsed, then again only when a build replaces the file (its
 * modification time, size or inode changes; the inode catches a file renamed over it within the
 * file system's timestamp granularity): the server never restarts for a rebuild. Undefined while
 * absent.
 */
export function watchedFile<T>(file: string, parse: (text: string) => T): () => T | undefined {
  let cached: { version: string; value: T } | undefined;
  return () => {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) return undefined;
    const { mtimeMs, size, ino } = stats;
    const version = `${mtimeMs}:${size}:${ino}`;
    if (cached?.version !== version) cached = { version, value: parse(readFileSync(file, 'utf8')) };
    return cached.value;
  };
}
