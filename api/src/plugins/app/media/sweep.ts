import { readdir, stat } from 'node:fs/promises';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { propertyMedia, users } from '../../../db/schema/index';
import { referencedKeys } from './process-media-job';
import { type MediaStorage, removeUnreferenced } from './storage/media-storage';
import { type TusUploads, UPLOAD_EXPIRY_MS } from './tus-uploads';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A refused file's row stays this long so the owner can read why. */
const FAILED_ROW_DAYS = 7;
/** A profile photo uploaded but never saved (or replaced) goes after this long. */
const UNSAVED_AVATAR_MS = 24 * 60 * 60 * 1000;

export interface SweepResult {
  uploadsRemoved: number;
  rowsRemoved: number;
  keysRemoved: number;
}

/**
 * Removes what crashes and abandoned uploads leave: tus files whose row is finished, gone or
 * abandoned (a day without a byte), rows of abandoned uploads and old refusals, and stored keys
 * no row points at. Safe to run at any time and from several processes.
 */
export async function sweepMedia(
  db: Database,
  storage: MediaStorage,
  tus: TusUploads,
  now = Date.now(),
): Promise<SweepResult> {
  const result = { uploadsRemoved: 0, rowsRemoved: 0, keysRemoved: 0 };
  const ids = (await readdir(tus.store.directory).catch(() => [] as string[])).filter((name) =>
    UUID.test(name),
  );
  for (const id of ids) {
    const [row] = await db
      .select({ status: propertyMedia.status })
      .from(propertyMedia)
      .where(eq(propertyMedia.id, id));
    const info = await stat(tus.fileOf(id)).catch(() => null);
    const abandoned = row?.status === 'uploading' && info && now - info.mtimeMs > UPLOAD_EXPIRY_MS;
    if (!row || row.status === 'ready' || row.status === 'failed' || abandoned) {
      await tus.store.remove(id).catch(() => {});
      result.uploadsRemoved++;
    }
  }
  // An upload's row is not touched while bytes arrive: its file's time says whether it is alive.
  const quiet = await db
    .select({ id: propertyMedia.id })
    .from(propertyMedia)
    .where(
      and(
        eq(propertyMedia.status, 'uploading'),
        lt(propertyMedia.updatedAt, new Date(now - UPLOAD_EXPIRY_MS)),
      ),
    );
  for (const { id } of quiet) {
    const info = await stat(tus.fileOf(id)).catch(() => null);
    if (info && now - info.mtimeMs <= UPLOAD_EXPIRY_MS) continue;
    await tus.store.remove(id).catch(() => {});
    await db
      .delete(propertyMedia)
      .where(and(eq(propertyMedia.id, id), eq(propertyMedia.status, 'uploading')));
    result.rowsRemoved++;
  }
  const refused = await db
    .delete(propertyMedia)
    .where(
      and(
        isNull(propertyMedia.propertyId),
        eq(propertyMedia.status, 'failed'),
        lt(propertyMedia.updatedAt, new Date(now - FAILED_ROW_DAYS * 86_400_000)),
      ),
    )
    .returning({ id: propertyMedia.id });
  result.rowsRemoved += refused.length;
  // Profile photos that are not their owner's current photo; their files go with the keys below.
  const unusedAvatars = await db
    .delete(propertyMedia)
    .where(
      and(
        eq(propertyMedia.purpose, 'avatar'),
        eq(propertyMedia.status, 'ready'),
        lt(propertyMedia.updatedAt, new Date(now - UNSAVED_AVATAR_MS)),
        sql`NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${propertyMedia.ownerId} AND ${users.profileImage} = ${propertyMedia.url})`,
      ),
    )
    .returning({ id: propertyMedia.id });
  result.rowsRemoved += unusedAvatars.length;

  // Stored keys of media items whose row is gone, or that a row no longer points at.
  const folders = new Set(
    (await storage.list('media/'))
      .map((key) => key.split('/')[1])
      .filter((id) => id && UUID.test(id)),
  ) as Set<string>;
  const all = [...folders];
  for (let i = 0; i < all.length; i += 500) {
    const batch = all.slice(i, i + 500);
    const rows = await db
      .select({
        id: propertyMedia.id,
        status: propertyMedia.status,
        storageKey: propertyMedia.storageKey,
        variants: propertyMedia.variants,
        url: propertyMedia.url,
      })
      .from(propertyMedia)
      .where(inArray(propertyMedia.id, batch));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of batch) {
      const row = byId.get(id);
      // A job may be writing a processing row's new keys right now: leave those to the job.
      if (row?.status === 'processing') continue;
      result.keysRemoved += await removeUnreferenced(
        storage,
        id,
        row ? referencedKeys(row) : new Set(),
      );
    }
  }
  return result;
}
