import { index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { properties } from './properties';
import { savedSearches } from './saved-searches';
import { users } from './users';

export const NOTIFICATION_KINDS = ['saved-search-match'] as const;

/** In-app notifications (the header's bell). One per saved search and listing at most. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** Words and link parameters, kept as data so the client renders them in the reader's language. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    savedSearchId: uuid('saved_search_id').references(() => savedSearches.id, {
      onDelete: 'cascade',
    }),
    /** Set once the e-mail digest that includes it was sent (daily alerts wait for the digest). */
    emailedAt: timestamp('emailed_at', { withTimezone: true, mode: 'date' }),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    unique('notifications_search_property_unique').on(t.savedSearchId, t.propertyId),
  ],
);
