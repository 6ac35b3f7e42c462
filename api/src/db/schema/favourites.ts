import { bigint, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { properties } from './properties';
import { users } from './users';

export const favourites = pgTable(
  'favourites',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the owner deleted the listing: the favourite stays to say it was removed. */
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** The listing as it was when saved, so the list can say that it was removed or its price changed. */
    titleAtSave: text('title_at_save'),
    priceAtSave: bigint('price_at_save', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('favourites_user_property_unique').on(t.userId, t.propertyId),
    index('favourites_user_idx').on(t.userId, t.createdAt),
    // Favourites of one listing (the owner's counts and chart).
    index('favourites_property_idx').on(t.propertyId, t.createdAt),
  ],
);
