import { readFileSync, statSync } from 'node:fs';

/**
 * `compute`'s answer, computed again only once `ms` have passed since the last time (every time
 * with 0): what the server reads from disk for each page costs no file-system call per page.
 */
export function reusedFor<T>(ms: number, compute: () => T): () => T {
  if (ms <= 0) return compute;
  let computedAt = Number.NEGATIVE_INFINITY;
  let value: T;
  return () => {
    const now = performance.now();
    if (now - computedAt >= ms) {
      value = compute();
      computedAt = now;
    }
    return value;
  };
}

/**
 * A build output read once and parsed, then again only when a build replaces the file (its
 * modification time, size or inode changes; the inode catches a file renamed over it within the
 * file system's timestamp granularity): the server never restarts for a rebuild. The file is
 * looked at (one stat) at most once per `recheckMs`. Undefined while absent.
 */
export function watchedFile<T>(
  file: string,
  parse: (text: string) => T,
  recheckMs = 0,
): () => T | undefined {
  let cached: { version: string; value: T } | undefined;
  return reusedFor(recheckMs, () => {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) return undefined;
    const { mtimeMs, size, ino } = stats;
    const version = `${mtimeMs}:${size}:${ino}`;
    if (cached?.version !== version) cached = { version, value: parse(readFileSync(file, 'utf8')) };
    return cached.value;
  });
}
