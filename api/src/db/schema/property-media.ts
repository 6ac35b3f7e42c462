import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { properties } from './properties';

/** One responsive size of an image: the same picture re-encoded at `width` pixels wide. */
export interface MediaVariant {
  width: number;
  url: string;
}

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
    /** Intrinsic size of the largest variant (for width/height attributes; avoids layout shift). */
    width: integer('width'),
    height: integer('height'),
    /** Responsive WebP sizes, smallest first; empty for videos and legacy rows. */
    variants: jsonb('variants').$type<MediaVariant[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index('property_media_property_idx').on(t.propertyId, t.sortOrder)],
);
