import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Media, MediaUpdateBody } from 'shared/contracts/media';
import type { Database } from '../../../db/client';
import { propertyMedia } from '../../../db/schema/index';

type MediaRow = typeof propertyMedia.$inferSelect;

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
  constructor(private readonly db: Database) {}

  /** Updates or deletes one media item of a property the caller owns (one transaction). */
  async change(mediaId: string, ownerId: string, body: MediaUpdateBody): Promise<MediaChange> {
    return this.db.transaction(async (tx) => {
      const [media] = await tx
        .select()
        .from(propertyMedia)
        .where(and(eq(propertyMedia.id, mediaId), eq(propertyMedia.ownerId, ownerId)))
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
        return { found: true, media: null, removedStorageKey: media.storageKey };
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
