import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { users } from './users';

export const SAVED_SEARCH_ALERTS = ['instant', 'daily'] as const;

/**
 * A buyer's named search. `criteria` holds the listing search's query (the same fields as
 * `/property-listing`); `matched_until` is the publication time up to which new listings were
 * already matched, so a restart neither misses nor repeats a listing.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull(),
    alerts: text('alerts', { enum: SAVED_SEARCH_ALERTS }).notNull().default('instant'),
    paused: boolean('paused').notNull().default(false),
    matchedUntil: timestamp('matched_until', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt)],
);
