import { and, count, eq } from 'drizzle-orm';
import { coupons, payments, type plans } from '../../../db/schema/index';
import type { Executor } from '../../../db/transaction';
import { badRequest } from '../../../lib/errors';

export type CouponRow = typeof coupons.$inferSelect;
type PlanRow = typeof plans.$inferSelect;

const indiaDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

export interface CouponUse {
  code: string;
  plan: PlanRow;
  userId: string;
  /** When the coupon must be valid: now for a quote, the order's time at activation. */
  validAt: Date;
  /** Read the coupon FOR UPDATE (activation: two payments cannot both take its last use). */
  lock?: boolean;
}

/**
 * The coupon if it applies; otherwise a 400 whose message says why in words. Uses are counted
 * from paid payments only, so an abandoned checkout never uses up a coupon.
 */
export async function applicableCoupon(db: Executor, use: CouponUse): Promise<CouponRow> {
  const code = use.code.toUpperCase();
  const query = db.select().from(coupons).where(eq(coupons.code, code));
  const [coupon] = use.lock ? await query.for('update') : await query;
  const refuse = (why: string) => badRequest(`Coupon ${code} ${why}`);
  if (!coupon) throw refuse('does not exist. Check the code, or pay without a coupon.');
  if (!coupon.active) throw refuse('is no longer offered. Pay without it or use another coupon.');
  if (coupon.validFrom && use.validAt < coupon.validFrom)
    throw refuse(`can be used from ${indiaDate.format(coupon.validFrom)}.`);
  if (coupon.validUntil && use.validAt > coupon.validUntil)
    throw refuse(`expired on ${indiaDate.format(coupon.validUntil)}.`);
  if (coupon.planCodes.length > 0 && !coupon.planCodes.includes(use.plan.code))
    throw refuse(
      `does not apply to the ${use.plan.name} plan (only to: ${coupon.planCodes.join(', ')}).`,
    );
  if (coupon.totalLimit !== null) {
    const used = await paidUses(db, coupon.id);
    if (used >= coupon.totalLimit) throw refuse('has been used up. Try another coupon.');
  }
  if (coupon.perUserLimit !== null) {
    const usedByUser = await paidUses(db, coupon.id, use.userId);
    if (usedByUser >= coupon.perUserLimit)
      throw refuse(
        coupon.perUserLimit === 1
          ? 'was already used by you (once per person).'
          : `was already used by you ${usedByUser} times, the most allowed.`,
      );
  }
  return coupon;
}

async function paidUses(db: Executor, couponId: string, userId?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .where(
      and(
        eq(payments.couponId, couponId),
        eq(payments.status, 'paid'),
        userId ? eq(payments.userId, userId) : undefined,
      ),
    );
  return row?.n ?? 0;
}
