import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { plans } from './plans';
import { users } from './users';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status', { enum: ['active', 'cancelled'] })
      .notNull()
      .default('active'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    propertyQuota: integer('property_quota').notNull(),
    /** The payment that bought it (null for the free plan): unique, so it activates once. */
    paymentId: uuid('payment_id').unique(),
    ...timestamps,
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.endsAt)],
);
