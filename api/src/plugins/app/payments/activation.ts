import { eq } from 'drizzle-orm';
import type { PaymentsConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { coupons, payments, plans, subscriptions, users } from '../../../db/schema/index';
import { DAY } from '../../../lib/dates';
import { HttpError, notFound } from '../../../lib/errors';
import { applicableCoupon } from './coupons';
import { issueInvoice } from './invoices';

export interface Captured {
  amountPaise: number;
  currency: string;
  gatewayPaymentId: string | null;
}

/** 117882 paise INR -> '₹1,178.82' (another currency by its code: 'USD 1,178.82'). */
const money = (paise: number, currency: string) =>
  `${currency === 'INR' ? '₹' : `${currency} `}${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

type Outcome = { refused: string } | { refused: null };

/**
 * Activates a paid payment in ONE transaction, exactly once: the payment row is locked FOR
 * UPDATE, so a reload of /Success, a repeated webhook or the checkout's verify racing the
 * webhook find it paid and change nothing. A captured amount or currency other than the order's
 * (or a coupon used up meanwhile) marks the payment failed with the reason and is refused (409).
 * Otherwise: the subscription (payment_id unique) starts now with the plan's validity and quota,
 * the payment is paid, and its GST invoice is issued.
 */
export async function activatePayment(
  db: Database,
  seller: PaymentsConfig['seller'],
  paymentId: string,
  captured: Captured,
  now: Date,
): Promise<void> {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for('update');
    if (!payment) throw notFound('Payment');
    if (payment.status === 'paid') return { refused: null };

    const refuse = async (reason: string): Promise<Outcome> => {
      await tx
        .update(payments)
        .set({
          status: 'failed',
          failureReason: reason,
          gatewayPaymentId: captured.gatewayPaymentId,
        })
        .where(eq(payments.id, payment.id));
      return { refused: reason };
    };
    if (captured.amountPaise !== payment.amountPaise || captured.currency !== payment.currency)
      return refuse(
        `The amount paid (${money(captured.amountPaise, captured.currency)}) does not match the order (${money(payment.amountPaise, payment.currency)}); nothing was activated. Any money taken will be refunded: please contact support.`,
      );

    const [plan] = await tx.select().from(plans).where(eq(plans.id, payment.planId));
    if (!plan) throw notFound('Plan');
    let couponCode: string | null = null;
    if (payment.couponId) {
      const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, payment.couponId));
      couponCode = coupon?.code ?? null;
      try {
        await applicableCoupon(tx, {
          code: couponCode ?? '',
          plan,
          userId: payment.userId,
          validAt: payment.createdAt,
          lock: true,
        });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return refuse(
          `${error.message} Nothing was activated; the amount will be refunded. Please check out again.`,
        );
      }
    }

    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        userId: payment.userId,
        planId: plan.id,
        startsAt: now,
        endsAt: new Date(now.getTime() + plan.durationDays * DAY),
        propertyQuota: plan.propertyQuota,
        paymentId: payment.id,
      })
      .returning({ id: subscriptions.id });
    const [paid] = await tx
      .update(payments)
      .set({
        status: 'paid',
        subscriptionId: subscription?.id,
        paidAt: now,
        failureReason: null,
        gatewayPaymentId: captured.gatewayPaymentId ?? payment.gatewayPaymentId,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    const [buyer] = await tx.select().from(users).where(eq(users.id, payment.userId));
    if (!paid || !buyer) throw notFound('Payment');
    await issueInvoice(tx, { payment: paid, plan, buyer, couponCode, seller, issuedAt: now });
    return { refused: null };
  });
  if (outcome.refused) throw new HttpError(409, outcome.refused, 'CONFLICT');
}
