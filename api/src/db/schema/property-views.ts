import { date, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { properties } from './properties';

/**
 * One row per visitor, listing and day (India time): `visitor_key` is a keyed hash of the request's
 * network address and browser, with a key that changes every day, so no personal data is kept and
 * a visitor cannot be followed from one day to the next.
 */
export const propertyViews = pgTable(
  'property_views',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    viewDay: date('view_day', { mode: 'string' }).notNull(),
    visitorKey: text('visitor_key').notNull(),
  },
  (t) => [
    unique('property_views_daily_unique').on(t.propertyId, t.viewDay, t.visitorKey),
    index('property_views_day_idx').on(t.viewDay),
  ],
);
