import type { Plan } from 'shared/contracts/subscriptions';
import type { Order, Payment, Quote } from '../api';

export const PAYMENT_ID = '7d1e2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';
export const INVOICE_ID = '3b4c5d6e-7f80-4192-a3b4-c5d6e7f80912';

export const basicPlan: Plan = {
  _id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  code: 'BASIC',
  name: 'Basic',
  priceRupees: 999,
  durationDays: 90,
  propertyQuota: 5,
  features: ['5 property listings', 'Listed for 90 days', 'Leads dashboard'],
};

export const freePlan: Plan = {
  _id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  code: 'FREE',
  name: 'Free',
  priceRupees: 0,
  durationDays: 30,
  propertyQuota: 1,
  features: ['1 property listing'],
};

/** ₹999 + 18% GST = ₹1,178.82 */
export const basicQuote: Quote = {
  planCode: 'BASIC',
  planName: 'Basic',
  basePaise: 99_900,
  discountPaise: 0,
  taxablePaise: 99_900,
  gstPaise: 17_982,
  gstRatePercent: 18,
  amountPaise: 117_882,
  currency: 'INR',
  coupon: null,
};

/** SAVE10 on Basic: ₹899.10 taxable, ₹161.84 GST, ₹1,060.94 to pay. */
export const couponQuote: Quote = {
  ...basicQuote,
  discountPaise: 9_990,
  taxablePaise: 89_910,
  gstPaise: 16_184,
  amountPaise: 106_094,
  coupon: { code: 'SAVE10', kind: 'percent', value: 10 },
};

export const testOrder: Order = {
  payment: { _id: PAYMENT_ID, amountPaise: 117_882, currency: 'INR', status: 'created' },
  checkout: { gateway: 'test' },
};

/** The same order through Razorpay: what its checkout opens with. */
export const razorpayOrder: Order = {
  payment: testOrder.payment,
  checkout: {
    gateway: 'razorpay',
    keyId: 'rzp_test_key',
    orderId: 'order_123',
    amount: 117_882,
    currency: 'INR',
  },
};

/** The three fields Razorpay's handler gives back, which the api verifies. */
export const razorpayFields = {
  razorpay_order_id: 'order_123',
  razorpay_payment_id: 'pay_456',
  razorpay_signature: 'signature',
};

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    _id: PAYMENT_ID,
    status: 'created',
    planCode: 'BASIC',
    planName: 'Basic',
    amountPaise: 117_882,
    basePaise: 99_900,
    discountPaise: 0,
    gstPaise: 17_982,
    currency: 'INR',
    createdAt: '2026-11-23T10:00:00.000Z',
    paidAt: null,
    failureReason: null,
    invoiceId: null,
    subscription: null,
    ...overrides,
  };
}

export const paidPayment = payment({
  status: 'paid',
  paidAt: '2026-11-23T10:01:00.000Z',
  invoiceId: INVOICE_ID,
  subscription: { propertyQuota: 5, endsAt: '2027-02-21T10:01:00.000Z' },
});

/** How the http layer rejects (shared/http ApiFailure). */
export const failure = (status: number, message: string) => () =>
  Promise.reject({ success: false, status, message });
