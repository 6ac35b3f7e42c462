import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DraftSections } from 'shared/contracts/drafts';
import { id, timestamps } from './columns';
import { properties } from './properties';
import { users } from './users';

export const EMPTY_SECTIONS: DraftSections = {
  basicDetails: null,
  locationDetails: null,
  profileDetails: null,
  mediaUpload: null,
  pricingDetails: null,
};

/**
 * The add-property wizard's work on the server, so it survives a crash or a change of device:
 * a new listing (property_id null, at most one open per owner) or an edit of one listing.
 */
export const listingDrafts = pgTable(
  'listing_drafts',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The listing this draft edits; null for a new listing. */
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    sections: jsonb('sections').$type<DraftSections>().notNull().default(EMPTY_SECTIONS),
    /** An edit of a live listing sent for review; null while the owner is still editing. */
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    /** A submitted edit the review turned down (the owner sees why; the live listing is unchanged). */
    rejectionReason: text('rejection_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('listing_drafts_open_new_idx').on(t.ownerId).where(sql`${t.propertyId} IS NULL`),
    uniqueIndex('listing_drafts_edit_idx').on(t.propertyId).where(sql`${t.propertyId} IS NOT NULL`),
    index('listing_drafts_owner_idx').on(t.ownerId),
    // Submitted edits waiting for review (the review queue and its size on the admin dashboard).
    index('listing_drafts_submitted_idx')
      .on(t.submittedAt)
      .where(sql`${t.submittedAt} IS NOT NULL`),
  ],
);
