import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { properties } from './properties';

export const propertyMedia = pgTable(
  'property_media',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    url: text('url').notNull(),
    storageKey: text('storage_key'),
    caption: text('caption'),
    isCover: boolean('is_cover').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('property_media_property_idx').on(t.propertyId, t.sortOrder)],
);
