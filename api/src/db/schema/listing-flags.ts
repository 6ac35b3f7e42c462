import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LISTING_FLAG_KINDS } from 'shared/contracts/drafts';
import { id } from './columns';
import { properties } from './properties';

/** Why the admin queue should look twice at a submitted listing (written at submit time). */
export const listingFlags = pgTable(
  'listing_flags',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LISTING_FLAG_KINDS }).notNull(),
    /** In words, for the reviewer: which text, which photo. */
    detail: text('detail').notNull(),
    /** The other listing of a likely duplicate. */
    relatedPropertyId: uuid('related_property_id').references(() => properties.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('listing_flags_property_idx').on(t.propertyId)],
);
