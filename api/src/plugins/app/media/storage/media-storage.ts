import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Where processed media live. Keys are `media/<mediaId>/<attempt>-<name>`: each processing attempt
 * writes new keys, and a row points at them only once every one is written, so a crash leaves
 * unreferenced keys (removed by `removeUnreferenced`), never a row pointing at missing files.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Readable | Buffer, contentType: string, size?: number): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Every key that starts with `prefix`. */
  list(prefix: string): Promise<string[]>;
  /** The public path the api serves the key at. */
  url(key: string): string;
}

export const MEDIA_FILES_PATH = '/api/media-files/';

/** Keys are made by the api only: lowercase letters, digits, '-', '.', and '/' between parts. */
export const isValidKey = (key: string) =>
  /^[a-z0-9][a-z0-9.-]*(\/[a-z0-9][a-z0-9.-]*)*$/.test(key) && !key.includes('..');

export const mediaKeyPrefix = (mediaId: string) => `media/${mediaId}/`;

export const keyOfUrl = (url: string): string | null =>
  url.startsWith(MEDIA_FILES_PATH) ? url.slice(MEDIA_FILES_PATH.length) : null;

export const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** Deletes the keys of one media item that `keep` does not name (a crashed attempt's files). */
export async function removeUnreferenced(
  storage: MediaStorage,
  mediaId: string,
  keep: ReadonlySet<string>,
): Promise<number> {
  const keys = await storage.list(mediaKeyPrefix(mediaId));
  const stale = keys.filter((key) => !keep.has(key));
  for (const key of stale) await storage.delete(key);
  return stale.length;
}
