import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per phone: the current challenge (keyed hash only) and every counter the
 * login limits need. Updated with single atomic UPDATE ... RETURNING statements.
 */
export const otpStates = pgTable('otp_states', {
  phone: text('phone').primaryKey(),
  challengeId: uuid('challenge_id'),
  codeHash: text('code_hash'),
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
  codeAttempts: integer('code_attempts').notNull().default(0),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }),
  sendsInWindow: integer('sends_in_window').notNull().default(0),
  dayStartedAt: timestamp('day_started_at', { withTimezone: true }),
  sendsInDay: integer('sends_in_day').notNull().default(0),
  failuresStartedAt: timestamp('failures_started_at', { withTimezone: true }),
  failures: integer('failures').notNull().default(0),
  /** Exponential back-off: no code of this phone is checked before this time. */
  retryAt: timestamp('retry_at', { withTimezone: true }),
});
