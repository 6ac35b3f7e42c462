import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { PaymentsConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { paymentEvents, payments } from '../../../db/schema/index';
import { badRequest, HttpError } from '../../../lib/errors';
import { type RazorpayGateway, razorpayPaymentSchema } from './razorpay-gateway';
import { settleFromGateway } from './settle';

const HANDLED = ['payment.captured', 'order.paid', 'payment.failed'] as const;

const eventSchema = z.object({ event: z.string(), payload: z.unknown() });
/** The events we handle carry the payment entity. */
const paymentPayloadSchema = z.object({ payment: z.object({ entity: razorpayPaymentSchema }) });

export type WebhookResult = 'handled' | 'replayed' | 'ignored';

/**
 * A Razorpay webhook: the signature is checked over the raw bytes (never re-serialised JSON,
 * razorpay-node #434), each event id is handled once (payment_events), and only a payment's
 * captured, paid or failed events change anything.
 */
export async function handleRazorpayWebhook(
  db: Database,
  razorpay: RazorpayGateway,
  seller: PaymentsConfig['seller'],
  request: { rawBody: Buffer; signature: string | undefined; eventId: string | undefined },
  now: Date,
): Promise<WebhookResult> {
  if (!request.signature || !razorpay.webhookSignatureMatches(request.rawBody, request.signature))
    throw badRequest('The webhook signature does not match.');
  if (!request.eventId) throw badRequest('X-Razorpay-Event-Id is missing.');
  const [seen] = await db
    .select({ id: paymentEvents.eventId })
    .from(paymentEvents)
    .where(eq(paymentEvents.eventId, request.eventId));
  if (seen) return 'replayed';

  let parsed: z.infer<typeof eventSchema>;
  try {
    parsed = eventSchema.parse(JSON.parse(request.rawBody.toString('utf8')));
  } catch {
    throw badRequest('The webhook body is not a Razorpay event.');
  }
  // Other events (refunds, disputes, ...) are recorded and answered 200, whatever their shape.
  const handled = (HANDLED as readonly string[]).includes(parsed.event);
  const entity = handled
    ? paymentPayloadSchema.safeParse(parsed.payload).data?.payment.entity
    : undefined;
  if (handled && !entity)
    throw badRequest(`The ${parsed.event} event carries no payment we can read.`);
  const [payment] = entity?.order_id
    ? await db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.gatewayOrderId, entity.order_id))
    : [];
  if (payment && entity) {
    // order.paid carries the payment captured; payment.failed one that failed.
    const status = parsed.event === 'order.paid' ? 'captured' : entity.status;
    try {
      await settleFromGateway(db, seller, payment.id, { ...entity, status }, now);
    } catch (error) {
      // A refused activation (amount or currency not the order's) is recorded on the payment:
      // the event is answered 200 so Razorpay does not retry it.
      if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
    }
  }
  await db
    .insert(paymentEvents)
    .values({
      eventId: request.eventId,
      gateway: 'razorpay',
      kind: parsed.event,
      paymentId: payment?.id ?? null,
      receivedAt: now,
    })
    .onConflictDoNothing();
  return payment ? 'handled' : 'ignored';
}
