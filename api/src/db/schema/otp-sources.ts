import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per source of code checks (a client address, a device id), keyed by a keyed hash of
 * it: failed checks across every phone in the last day and the source's own back-off. Updated
 * with single atomic INSERT ... ON CONFLICT ... RETURNING statements.
 */
export const otpSources = pgTable('otp_sources', {
  sourceKey: text('source_key').primaryKey(),
  failuresStartedAt: timestamp('failures_started_at', { withTimezone: true }),
  failures: integer('failures').notNull().default(0),
  retryAt: timestamp('retry_at', { withTimezone: true }),
});
