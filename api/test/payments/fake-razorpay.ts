import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}

export interface FakePayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: 'captured' | 'authorized' | 'failed';
  error_description?: string | null;
}

/**
 * A local stand-in for Razorpay's REST api (the calls the adapter makes): POST /v1/orders,
 * GET /v1/payments/{id} and POST /v1/payments/{id}/capture, with basic auth. Tests put payments in `payments` as the checkout
 * would have made them, and can make the next order fail.
 */
export class FakeRazorpay {
  readonly orders = new Map<string, FakeOrder>();
  readonly payments = new Map<string, FakePayment>();
  /** Answer the next POST /v1/orders with this status instead of an order. */
  failNextOrderWith: number | null = null;
  private server: Server | null = null;
  url = '';

  constructor(
    private readonly keyId: string,
    private readonly keySecret: string,
  ) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(({ status, body }) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this.url;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** A captured (or failed) payment of the order, as Razorpay's checkout would make it. */
  pay(orderId: string, overrides: Partial<FakePayment> = {}): FakePayment {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const payment: FakePayment = {
      id: `pay_${randomBytes(7).toString('hex')}`,
      order_id: orderId,
      amount: order.amount,
      currency: order.currency,
      status: 'captured',
      ...overrides,
    };
    this.payments.set(payment.id, payment);
    return payment;
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected)
      return { status: 401, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'auth' } } };
    if (req.method === 'POST' && req.url === '/v1/orders') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      if (this.failNextOrderWith) {
        const status = this.failNextOrderWith;
        this.failNextOrderWith = null;
        return { status, body: { error: { code: 'SERVER_ERROR' } } };
      }
      const request = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const order: FakeOrder = {
        id: `order_${randomBytes(7).toString('hex')}`,
        amount: request.amount,
        currency: request.currency,
        receipt: request.receipt,
        notes: request.notes,
      };
      this.orders.set(order.id, order);
      return { status: 200, body: { ...order, entity: 'order', status: 'created' } };
    }
    const capturePath =
      req.method === 'POST' && req.url?.match(/^\/v1\/payments\/([^/]+)\/capture$/);
    if (capturePath) {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const { amount, currency } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const payment = this.payments.get(decodeURIComponent(capturePath[1] as string));
      // As Razorpay: only an authorised payment, for exactly its amount and currency.
      if (
        payment?.status !== 'authorized' ||
        payment.amount !== amount ||
        payment.currency !== currency
      )
        return { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR' } } };
      payment.status = 'captured';
      return { status: 200, body: { ...payment, entity: 'payment' } };
    }
    const paymentPath = req.method === 'GET' && req.url?.match(/^\/v1\/payments\/([^/]+)$/);
    if (paymentPath) {
      const payment = this.payments.get(decodeURIComponent(paymentPath[1] as string));
      return payment
        ? { status: 200, body: { ...payment, entity: 'payment' } }
        : { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR' } } };
    }
    return { status: 404, body: { error: { code: 'NOT_FOUND' } } };
  }
}
