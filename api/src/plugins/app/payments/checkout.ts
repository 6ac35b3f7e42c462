import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type {
  CheckoutBody,
  OrderAnswer,
  Payment,
  Quote,
  RazorpayVerifyBody,
  TestOutcomeBody,
} from 'shared/contracts/payments';
import { FREE_PLAN_CODE } from 'shared/contracts/subscriptions';
import type { PaymentsConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { payments, plans, properties } from '../../../db/schema/index';
import type { Clock } from '../../../lib/clock';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../../lib/errors';
import { activatePayment } from './activation';
import { applicableCoupon, type CouponRow } from './coupons';
import { GatewayUnavailable, type PaymentGateway } from './gateway';
import { priceOf } from './gst';
import type { PaymentsRepository } from './payments-repository';
import type { RazorpayGateway, RazorpayPayment } from './razorpay-gateway';
import { settleFromGateway } from './settle';

type CheckoutRequest = { planCode: string; couponCode?: string | undefined };
type PlanRow = typeof plans.$inferSelect;

const gatewayDown = () =>
  new HttpError(
    502,
    'The payment service is not answering. Nothing was charged: please try again in a minute.',
  );

/** Posting counts every listing the user has against the plan's quota (can-post-property). */
async function listingsOf(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(properties)
    .where(eq(properties.ownerId, userId));
  return row?.n ?? 0;
}

/** Quotes, orders and the gateways' outcomes of a checkout. */
export class Checkout {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly config: PaymentsConfig,
    private readonly gateway: PaymentGateway,
    private readonly repository: PaymentsRepository,
  ) {}

  async quote(
    userId: string,
    body: CheckoutRequest,
  ): Promise<{ plan: PlanRow; coupon: CouponRow | null; quote: Quote }> {
    const [plan] = await this.db.select().from(plans).where(eq(plans.code, body.planCode));
    if (!plan)
      throw badRequest(`There is no plan ${body.planCode}. Choose a plan on the plans page.`);
    if (plan.code === FREE_PLAN_CODE || plan.priceRupees <= 0)
      throw badRequest(
        `The ${plan.name} plan needs no payment: start it with one click on the plans page.`,
      );
    const listings = await listingsOf(this.db, userId);
    if (listings >= plan.propertyQuota)
      throw badRequest(
        `The ${plan.name} plan allows ${plan.propertyQuota} listings and you already have ${listings}, so it would not let you post. Choose a plan with more listings.`,
      );
    const coupon = body.couponCode
      ? await applicableCoupon(this.db, {
          code: body.couponCode,
          plan,
          userId,
          validAt: this.clock.now(),
        })
      : null;
    const amounts = priceOf(plan.priceRupees * 100, coupon);
    return {
      plan,
      coupon,
      quote: {
        planCode: plan.code,
        planName: plan.name,
        ...amounts,
        gstRatePercent: 18,
        currency: 'INR',
        coupon: coupon ? { code: coupon.code, kind: coupon.kind, value: coupon.value } : null,
      },
    };
  }

  async createOrder(userId: string, body: CheckoutBody & CheckoutRequest) {
    if (this.gateway.name === 'test' && !this.config.testGatewayEnabled)
      throw new HttpError(
        503,
        'Online payment is not available right now. Please try again later or contact support.',
      );
    const { plan, coupon, quote } = await this.quote(userId, body);
    const paymentId = randomUUID();
    let order: Awaited<ReturnType<PaymentGateway['createOrder']>>;
    try {
      order = await this.gateway.createOrder({
        paymentId,
        amountPaise: quote.amountPaise,
        currency: quote.currency,
        notes: { planCode: plan.code, userId },
      });
    } catch (error) {
      if (error instanceof GatewayUnavailable) throw gatewayDown();
      throw error;
    }
    if (order.amountPaise !== quote.amountPaise || order.currency !== quote.currency)
      throw gatewayDown();
    await this.db.insert(payments).values({
      id: paymentId,
      userId,
      planId: plan.id,
      couponId: coupon?.id ?? null,
      gateway: this.gateway.name,
      gatewayOrderId: order.orderId,
      basePaise: quote.basePaise,
      discountPaise: quote.discountPaise,
      gstPaise: quote.gstPaise,
      amountPaise: quote.amountPaise,
      currency: quote.currency,
      createdAt: this.clock.now(),
    });
    return {
      payment: {
        _id: paymentId,
        amountPaise: quote.amountPaise,
        currency: quote.currency,
        status: 'created' as const,
      },
      checkout: this.gateway.checkoutFor(order),
    } satisfies Omit<OrderAnswer, 'isSuccess' | 'message'>;
  }

  private async ownRow(userId: string, paymentId: string) {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
    if (!row) throw notFound('Payment');
    return row;
  }

  private async answer(userId: string, paymentId: string): Promise<Payment> {
    const payment = await this.repository.find(userId, paymentId);
    if (!payment) throw notFound('Payment');
    return payment;
  }

  /** The local test gateway's outcome, as the tester chose it on the checkout page. */
  async settleTest(userId: string, paymentId: string, { outcome }: TestOutcomeBody) {
    const row = await this.ownRow(userId, paymentId);
    if (row.gateway !== 'test')
      throw conflict('This payment goes through Razorpay, not the test gateway.');
    if (!this.config.testGatewayEnabled)
      throw forbidden('The test gateway is switched off on this server.');
    if (row.status === 'paid') {
      if (outcome === 'success') return this.answer(userId, paymentId);
      throw conflict('This payment is already paid, so it cannot fail or be cancelled now.');
    }
    if (row.status === 'cancelled')
      throw conflict('This payment was cancelled. Start the checkout again to pay.');
    if (outcome === 'success') {
      await activatePayment(
        this.db,
        this.config.seller,
        row.id,
        {
          amountPaise: row.amountPaise,
          currency: row.currency,
          gatewayPaymentId: `test_pay_${randomBytes(8).toString('hex')}`,
        },
        this.clock.now(),
      );
    } else {
      await this.db
        .update(payments)
        .set(
          outcome === 'failure'
            ? {
                status: 'failed',
                failureReason:
                  'The payment was declined (test gateway). Nothing was charged: try again or choose another way to pay.',
              }
            : {
                status: 'cancelled',
                failureReason: 'You cancelled the payment. Nothing was charged.',
              },
        )
        .where(and(eq(payments.id, row.id), eq(payments.status, row.status)));
    }
    return this.answer(userId, paymentId);
  }

  /**
   * Razorpay's checkout handed the page a payment: its signature must be the order's (checked in
   * constant time), then the payment is read back from Razorpay for the amount it captured.
   */
  async verifyRazorpay(userId: string, body: RazorpayVerifyBody, razorpay: RazorpayGateway) {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.gatewayOrderId, body.razorpay_order_id), eq(payments.userId, userId)));
    if (row?.gateway !== 'razorpay') throw notFound('Payment');
    if (
      !razorpay.checkoutSignatureMatches(
        body.razorpay_order_id,
        body.razorpay_payment_id,
        body.razorpay_signature,
      )
    )
      throw badRequest(
        'The payment could not be verified (its signature does not match). If money was taken, the plan starts once Razorpay confirms it; otherwise please try again.',
      );
    if (row.status !== 'paid') {
      const captured = await this.readBack(row, body.razorpay_payment_id, razorpay);
      await settleFromGateway(this.db, this.config.seller, row.id, captured, this.clock.now());
    }
    return this.answer(userId, row.id);
  }

  /**
   * The payment as Razorpay has it, captured here when the account does not capture by itself
   * (only for exactly the order's amount: another amount is never taken and the payment fails).
   */
  private async readBack(
    row: typeof payments.$inferSelect,
    gatewayPaymentId: string,
    razorpay: RazorpayGateway,
  ): Promise<RazorpayPayment> {
    try {
      const payment = await razorpay.fetchPayment(gatewayPaymentId);
      if (payment.order_id !== row.gatewayOrderId)
        throw badRequest('This payment belongs to another order. Please check out again.');
      if (payment.status !== 'authorized') return payment;
      if (payment.amount === row.amountPaise && payment.currency === row.currency)
        return await razorpay.capturePayment(payment.id, row.amountPaise, row.currency);
      const reason =
        'The amount authorised does not match the order, so it was not taken. Please check out again.';
      await this.db
        .update(payments)
        .set({ status: 'failed', gatewayPaymentId: payment.id, failureReason: reason })
        .where(and(eq(payments.id, row.id), eq(payments.status, row.status)));
      throw new HttpError(409, reason, 'CONFLICT');
    } catch (error) {
      if (error instanceof GatewayUnavailable)
        throw new HttpError(
          502,
          'Your payment was received but Razorpay is not answering yet. Your plan starts as soon as it confirms: reload this page in a minute.',
        );
      throw error;
    }
  }
}
