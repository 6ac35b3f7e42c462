import {
  type CheckoutBody,
  type CheckoutGateway,
  type OrderAnswer,
  orderAnswerSchema,
  type Payment,
  paymentAnswerSchema,
  type Quote,
  quoteAnswerSchema,
  type RazorpayVerifyBody,
  type TestOutcomeBody,
} from 'shared/contracts/payments';
import { type Plan, plansAnswerSchema } from 'shared/contracts/subscriptions';
import { request, userApi } from 'shared/http';

export type { Payment, Quote };
export type Order = Pick<OrderAnswer, 'payment' | 'checkout'>;
export type Gateway = CheckoutGateway;
export type TestOutcome = TestOutcomeBody['outcome'];
export type RazorpayFields = RazorpayVerifyBody;

const id = (value: string) => encodeURIComponent(value);

/** GET /api/subscription/plans (public) */
export async function fetchPlans(): Promise<Plan[]> {
  return (await request(plansAnswerSchema, userApi.get('subscription/plans').json())).plans;
}

/** POST /api/checkout/quote: the price the server computes (400 with words for a refused coupon). */
export async function quoteCheckout(body: CheckoutBody): Promise<Quote> {
  return (await request(quoteAnswerSchema, userApi.post(body, 'checkout/quote').json())).quote;
}

/** POST /api/checkout/orders: a payment for the plan and how to open its gateway's checkout. */
export async function createOrder(body: CheckoutBody): Promise<Order> {
  const { payment, checkout } = await request(
    orderAnswerSchema,
    userApi.post(body, 'checkout/orders').json(),
  );
  return { payment, checkout };
}

/** POST /api/checkout/test/{paymentId}: the test gateway's outcome, chosen by the tester. */
export async function sendTestOutcome(input: {
  paymentId: string;
  outcome: TestOutcome;
}): Promise<Payment> {
  const body: TestOutcomeBody = { outcome: input.outcome };
  return (
    await request(
      paymentAnswerSchema,
      userApi.post(body, `checkout/test/${id(input.paymentId)}`).json(),
    )
  ).payment;
}

/** POST /api/checkout/razorpay/verify: the api checks the checkout's signature. */
export async function verifyRazorpay(fields: RazorpayFields): Promise<Payment> {
  return (
    await request(paymentAnswerSchema, userApi.post(fields, 'checkout/razorpay/verify').json())
  ).payment;
}

/** GET /api/payments/{paymentId}: another user's answers 404. */
export async function fetchPayment(paymentId: string): Promise<Payment> {
  return (await request(paymentAnswerSchema, userApi.get(`payments/${id(paymentId)}`).json()))
    .payment;
}
