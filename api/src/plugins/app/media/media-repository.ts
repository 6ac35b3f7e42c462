import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Media, MediaUpdateBody, UploadedMedia } from 'shared/contracts/media';
import type { Database } from '../../../db/client';
import { propertyMedia } from '../../../db/schema/index';

import { isValidKey, type MediaStorage, mediaKeyPrefix } from './storage/media-storage';

type MediaRow = typeof propertyMedia.$inferSelect;

export const toUploadedMedia = (row: MediaRow): UploadedMedia => {
  const ready = row.status === 'ready';
  return {
    _id: row.id,
    kind: row.kind,
    status: row.status,
    error: row.error,
    url: ready && row.url ? row.url : null,
    srcSet:
      ready && row.variants.length > 0
        ? row.variants.map((v) => `${v.url} ${v.width}w`).join(', ')
        : null,
    thumbnailUrl: ready ? (row.variants[0]?.url ?? null) : null,
    placeholder: row.placeholder,
    width: row.width,
    height: row.height,
    caption: row.caption,
    durationSeconds: row.durationSeconds,
  };
};

const toMedia = (row: MediaRow): Media => ({
  _id: row.id,
  propertyId: row.propertyId,
  kind: row.kind,
  url: row.url,
  caption: row.caption,
  isCover: row.isCover,
  sortOrder: row.sortOrder,
});

export type MediaChange =
  | { found: false }
  | { found: true; media: Media | null; removedStorageKey: string | null };

export class MediaRepository {
  constructor(
    private readonly db: Database,
    private readonly storage: MediaStorage,
  ) {}

  /** The owner's upload as the media step shows it; null for anyone else's (404). */
  async uploaded(mediaId: string, ownerId: string): Promise<UploadedMedia | null> {
    const [row] = await this.db
      .select()
      .from(propertyMedia)
      .where(and(eq(propertyMedia.id, mediaId), eq(propertyMedia.ownerId, ownerId)));
    return row ? toUploadedMedia(row) : null;
  }

  /**
   * Removes every stored file of the media items these keys belong to (all sizes, and files a
   * crashed attempt left). Call after the transaction that deleted the rows has committed.
   */
  async removeStoredFiles(storageKeys: readonly string[]): Promise<void> {
    for (const key of storageKeys) {
      const folder = /^media\/[0-9a-f-]{36}\//.exec(key)?.[0];
      if (folder)
        for (const stale of await this.storage.list(folder)) await this.storage.delete(stale);
      else if (isValidKey(key)) await this.storage.delete(key);
    }
  }

  /** Updates or deletes one media item of a property the caller owns (one transaction). */
  async change(mediaId: string, ownerId: string, body: MediaUpdateBody): Promise<MediaChange> {
    return this.db.transaction(async (tx) => {
      const [media] = await tx
        .select()
        .from(propertyMedia)
        .where(
          and(
            eq(propertyMedia.id, mediaId),
            eq(propertyMedia.ownerId, ownerId),
            // A profile photo changes only through the profile.
            eq(propertyMedia.purpose, 'listing'),
          ),
        )
        .for('update');
      if (!media) return { found: false };
      // A listing's media, or a draft's (no property yet): siblings share one or the other.
      const siblings = media.propertyId
        ? eq(propertyMedia.propertyId, media.propertyId)
        : and(
            eq(propertyMedia.ownerId, ownerId),
            isNull(propertyMedia.propertyId),
            media.draftId
              ? eq(propertyMedia.draftId, media.draftId)
              : isNull(propertyMedia.draftId),
          );
      if (body.action === 'delete') {
        await tx.delete(propertyMedia).where(eq(propertyMedia.id, mediaId));
        if (media.isCover) {
          const [next] = await tx
            .select({ id: propertyMedia.id })
            .from(propertyMedia)
            .where(and(siblings, eq(propertyMedia.kind, 'image')))
            .orderBy(asc(propertyMedia.sortOrder))
            .limit(1);
          if (next)
            await tx
              .update(propertyMedia)
              .set({ isCover: true })
              .where(eq(propertyMedia.id, next.id));
        }
        return {
          found: true,
          media: null,
          removedStorageKey: media.storageKey ?? `${mediaKeyPrefix(media.id)}`,
        };
      }
      if (body.isCover) {
        await tx
          .update(propertyMedia)
          .set({ isCover: false })
          .where(and(siblings, ne(propertyMedia.id, mediaId)));
      }
      const changes = {
        ...(body.caption !== undefined ? { caption: body.caption } : {}),
        ...(body.isCover !== undefined ? { isCover: body.isCover } : {}),
        ...(body.sortOrder !== undefined ? { sortOrder: body.sortOrder } : {}),
      };
      // An UPDATE with an empty SET is invalid SQL (the contract already refuses such a body).
      if (Object.keys(changes).length === 0)
        return { found: true, media: toMedia(media), removedStorageKey: null };
      const [updated] = await tx
        .update(propertyMedia)
        .set(changes)
        .where(eq(propertyMedia.id, mediaId))
        .returning();
      return { found: true, media: updated ? toMedia(updated) : null, removedStorageKey: null };
    });
  }
}
