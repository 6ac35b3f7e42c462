import { and, eq, inArray, ne } from 'drizzle-orm';
import { propertyMedia } from '../../../db/schema/index';
import type { Executor } from '../../../db/transaction';
import { badRequest, HttpError } from '../../../lib/errors';

/**
 * The URL of the user's processed profile photo upload, or a refusal in words (anyone else's
 * upload, a listing photo, a photo still processing or refused).
 */
export async function readyAvatarUrl(db: Executor, userId: string, mediaId: string) {
  const [row] = await db
    .select({ status: propertyMedia.status, url: propertyMedia.url, error: propertyMedia.error })
    .from(propertyMedia)
    .where(
      and(
        eq(propertyMedia.id, mediaId),
        eq(propertyMedia.ownerId, userId),
        eq(propertyMedia.purpose, 'avatar'),
      ),
    );
  if (!row)
    throw badRequest(
      'profileMediaId is not one of your uploaded profile photos. Upload the photo again.',
    );
  if (row.status === 'failed')
    throw badRequest(row.error ?? 'This photo could not be processed. Choose another photo.');
  if (row.status !== 'ready' || !row.url)
    throw new HttpError(
      409,
      'Your photo is still being processed. Save again in a moment.',
      'CONFLICT',
    );
  return row.url;
}

/**
 * Removes the user's other finished profile photo uploads (the replaced one, refused ones) and
 * answers their storage keys, for the caller to delete once the transaction has committed.
 * Uploads still arriving or processing are left alone (another tab may be about to save them).
 */
export async function dropOtherAvatars(
  db: Executor,
  userId: string,
  keepMediaId: string | null,
): Promise<string[]> {
  const removed = await db
    .delete(propertyMedia)
    .where(
      and(
        eq(propertyMedia.ownerId, userId),
        eq(propertyMedia.purpose, 'avatar'),
        inArray(propertyMedia.status, ['ready', 'failed']),
        keepMediaId ? ne(propertyMedia.id, keepMediaId) : undefined,
      ),
    )
    .returning({ id: propertyMedia.id, storageKey: propertyMedia.storageKey });
  return removed.map((row) => row.storageKey ?? `media/${row.id}/`);
}
