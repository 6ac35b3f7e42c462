import { bigint, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { users } from './users';

/** Minimal listing record; the listings issue extends it. */
export const properties = pgTable(
  'properties',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    propertyType: text('property_type', {
      enum: ['apartment', 'independent-house', 'villa', 'plot', 'commercial', 'pg'],
    }).notNull(),
    listingType: text('listing_type', { enum: ['sale', 'rent'] })
      .notNull()
      .default('sale'),
    status: text('status', { enum: ['draft', 'active', 'inactive', 'sold'] })
      .notNull()
      .default('draft'),
    price: bigint('price', { mode: 'number' }),
    bedrooms: integer('bedrooms'),
    areaSqft: integer('area_sqft'),
    city: text('city'),
    locality: text('locality'),
    state: text('state'),
    ...timestamps,
  },
  (t) => [
    index('properties_owner_idx').on(t.ownerId),
    index('properties_status_idx').on(t.status, t.createdAt),
  ],
);
