import { and, eq } from 'drizzle-orm';
import type { PaymentsConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { payments } from '../../../db/schema/index';
import { activatePayment } from './activation';
import type { RazorpayPayment } from './razorpay-gateway';

/**
 * A Razorpay payment entity (read back, or from a webhook) applied to our payment: captured
 * activates (once), failed marks a not-yet-paid payment failed, anything else waits.
 */
export async function settleFromGateway(
  db: Database,
  seller: PaymentsConfig['seller'],
  paymentId: string,
  entity: RazorpayPayment,
  now: Date,
) {
  if (entity.status === 'captured') {
    await activatePayment(
      db,
      seller,
      paymentId,
      { amountPaise: entity.amount, currency: entity.currency, gatewayPaymentId: entity.id },
      now,
    );
  } else if (entity.status === 'failed') {
    await db
      .update(payments)
      .set({
        status: 'failed',
        gatewayPaymentId: entity.id,
        failureReason: `${entity.error_description ?? 'The payment failed'}. Nothing was charged: please try again.`,
      })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'created')));
  }
}
