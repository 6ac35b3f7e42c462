import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

export const COUPON_KINDS = ['percent', 'flat'] as const;

/**
 * A discount code for paid plans. `value` is a percentage (1 to 100) or rupees; empty `plan_codes`
 * means every paid plan; null limits mean unlimited. Times used are counted from paid payments.
 * Staff manage coupons (the admin issue); the checkout applies them.
 */
export const coupons = pgTable('coupons', {
  id: id(),
  /** Stored upper-case. */
  code: text('code').notNull().unique(),
  kind: text('kind', { enum: COUPON_KINDS }).notNull(),
  value: integer('value').notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }),
  validUntil: timestamp('valid_until', { withTimezone: true, mode: 'date' }),
  totalLimit: integer('total_limit'),
  perUserLimit: integer('per_user_limit'),
  planCodes: text('plan_codes').array().notNull().default(sql`'{}'::text[]`),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});
