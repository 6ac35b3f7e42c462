import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Webhook events already handled, by the gateway's event id: a replay is recognised and ignored. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  gateway: text('gateway').notNull(),
  kind: text('kind').notNull(),
  paymentId: uuid('payment_id'),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
