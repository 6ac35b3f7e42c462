import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { PaymentsConfig } from '../../../config';
import {
  type GatewayOrder,
  GatewayUnavailable,
  type OrderRequest,
  type PaymentGateway,
} from './gateway';

const TIMEOUT_MS = 10_000;

const orderAnswer = z.object({ id: z.string(), amount: z.number(), currency: z.string() });

/** A Razorpay payment entity, as fetched or as a webhook carries it (the fields we use). */
export const razorpayPaymentSchema = z.object({
  id: z.string(),
  order_id: z.string().nullable().optional(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  error_description: z.string().nullable().optional(),
});
export type RazorpayPayment = z.infer<typeof razorpayPaymentSchema>;

/** HMAC-SHA256 hex compared in constant time (razorpay-node compares with ===, #462). */
export function signatureMatches(secret: string, signed: Buffer | string, signature: string) {
  const expected = createHmac('sha256', secret).update(signed).digest();
  const given = Buffer.from(signature, 'hex');
  // A non-hex signature decodes to fewer bytes: refused by the length check, never thrown.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Razorpay through its REST api with plain fetch (the official SDK adds nothing we need and its
 * signature checks are not constant-time): orders are made on the server, the checkout's
 * signature and the webhooks' are verified here.
 */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay' as const;

  constructor(private readonly config: PaymentsConfig['razorpay']) {}

  private get authorization() {
    const pair = `${this.config.keyId}:${this.config.keySecret}`;
    return `Basic ${Buffer.from(pair).toString('base64')}`;
  }

  private async call(path: string, init: RequestInit = {}): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${this.config.apiUrl}${path}`, {
        ...init,
        headers: {
          authorization: this.authorization,
          'content-type': 'application/json',
          ...init.headers,
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayUnavailable(`Razorpay did not answer: ${(error as Error).message}`);
    }
    const body = await res.json().catch(() => null);
    if (!res.ok) throw new GatewayUnavailable(`Razorpay answered ${res.status} to ${path}`);
    return body;
  }

  async createOrder(request: OrderRequest): Promise<GatewayOrder> {
    const body = await this.call('/v1/orders', {
      method: 'POST',
      body: JSON.stringify({
        amount: request.amountPaise,
        currency: request.currency,
        receipt: request.paymentId,
        notes: request.notes,
      }),
    });
    const order = orderAnswer.safeParse(body);
    if (!order.success) throw new GatewayUnavailable('Razorpay answered an order we cannot read');
    return {
      orderId: order.data.id,
      amountPaise: order.data.amount,
      currency: order.data.currency,
    };
  }

  checkoutFor(order: GatewayOrder) {
    return {
      gateway: 'razorpay' as const,
      keyId: this.config.keyId,
      orderId: order.orderId,
      amount: order.amountPaise,
      currency: order.currency,
    };
  }

  /** The payment as Razorpay has it now (amount and currency captured, status). */
  async fetchPayment(paymentId: string): Promise<RazorpayPayment> {
    const body = await this.call(`/v1/payments/${encodeURIComponent(paymentId)}`);
    const payment = razorpayPaymentSchema.safeParse(body);
    if (!payment.success)
      throw new GatewayUnavailable('Razorpay answered a payment we cannot read');
    return payment.data;
  }

  /**
   * Captures an authorised payment (an account without automatic capture) for exactly the
   * order's amount; Razorpay refuses any other amount.
   */
  async capturePayment(paymentId: string, amountPaise: number, currency: string) {
    const body = await this.call(`/v1/payments/${encodeURIComponent(paymentId)}/capture`, {
      method: 'POST',
      body: JSON.stringify({ amount: amountPaise, currency }),
    });
    const payment = razorpayPaymentSchema.safeParse(body);
    if (!payment.success)
      throw new GatewayUnavailable('Razorpay answered a capture we cannot read');
    return payment.data;
  }

  /** The checkout's signature: HMAC-SHA256(order_id|payment_id, key secret). */
  checkoutSignatureMatches(orderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(this.config.keySecret, `${orderId}|${paymentId}`, signature);
  }

  /** A webhook's X-Razorpay-Signature: HMAC-SHA256 of the raw body bytes, webhook secret. */
  webhookSignatureMatches(rawBody: Buffer, signature: string): boolean {
    return signatureMatches(this.config.webhookSecret, rawBody, signature);
  }
}
