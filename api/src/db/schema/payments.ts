import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { coupons } from './coupons';
import { plans } from './plans';
import { users } from './users';

export const PAYMENT_GATEWAYS = ['test', 'razorpay'] as const;
export const PAYMENT_STATUSES = ['created', 'paid', 'failed', 'cancelled'] as const;

/**
 * One checkout of a paid plan: the order made at the gateway and the amounts fixed at that moment
 * (in paise). `subscription_id` is set exactly once, in the transaction that activates the plan.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    couponId: uuid('coupon_id').references(() => coupons.id),
    gateway: text('gateway', { enum: PAYMENT_GATEWAYS }).notNull(),
    gatewayOrderId: text('gateway_order_id').notNull().unique(),
    gatewayPaymentId: text('gateway_payment_id'),
    basePaise: bigint('base_paise', { mode: 'number' }).notNull(),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
    gstPaise: bigint('gst_paise', { mode: 'number' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('created'),
    failureReason: text('failure_reason'),
    subscriptionId: uuid('subscription_id').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_coupon_idx').on(t.couponId, t.status),
    // Revenue per plan over a period (admin dashboard), read from the index alone.
    index('payments_paid_idx')
      .on(t.paidAt, t.planId, t.amountPaise)
      .where(sql`${t.status} = 'paid'`),
  ],
);
