import { eq } from 'drizzle-orm';
import { listingDrafts, properties } from '../../../db/schema/index';
import type { Transaction } from '../../../db/transaction';
import {
  attachMedia,
  type DraftRow,
  deleteDraftOnlyMedia,
  detachRemovedMedia,
} from './drafts-repository';
import { type CompleteSections, propertyColumns } from './listing-columns';

type ListingChange = Partial<Omit<typeof properties.$inferInsert, 'id' | 'ownerId'>>;

/**
 * Writes an edit draft onto its listing inside the caller's transaction: the columns (plus
 * `change`, e.g. a status), the media in the owner's order (files the edit removed are detached,
 * files uploaded for the draft and not kept are deleted), then deletes the draft. Used when an
 * owner resubmits a listing that is not live and when staff approve an edit of a live one.
 * Answers the storage keys of the files nothing uses any more (remove them after the commit).
 */
export async function applyDraftToListing(
  tx: Transaction,
  draft: DraftRow,
  propertyId: string,
  sections: CompleteSections,
  change: ListingChange = {},
): Promise<string[]> {
  const keep = sections.mediaUpload.items.map((item) => item.mediaId);
  await tx
    .update(properties)
    .set({ ...propertyColumns(sections), ...change })
    .where(eq(properties.id, propertyId));
  const removed = await detachRemovedMedia(tx, propertyId, keep);
  await attachMedia(tx, draft.ownerId, propertyId, sections.mediaUpload);
  const unused = await deleteDraftOnlyMedia(tx, draft.ownerId, draft.id, keep);
  await tx.delete(listingDrafts).where(eq(listingDrafts.id, draft.id));
  return [...removed, ...unused];
}
