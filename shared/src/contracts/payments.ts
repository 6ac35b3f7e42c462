import { z } from 'zod';
import { idSchema, successEnvelopeSchema, text } from './common';

/** Every amount is in paise (1 rupee = 100 paise), whole numbers. */
const paiseSchema = z.number().int().min(0);

export const GST_RATE_PERCENT = 18;
/** SAC for "online advertising services" printed on every invoice line. */
export const INVOICE_SAC_CODE = '998365';

export const PAYMENT_STATUSES = ['created', 'paid', 'failed', 'cancelled'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const COUPON_KINDS = ['percent', 'flat'] as const;
export const couponKindSchema = z.enum(COUPON_KINDS);
export type CouponKind = z.infer<typeof couponKindSchema>;

const planCodeSchema = text('planCode', { min: 1, max: 40 });
/** Coupon codes are compared upper-case; an empty field means no coupon. */
const couponCodeSchema = text('couponCode', { max: 40 })
  .transform((code) => (code === '' ? undefined : code.toUpperCase()))
  .optional();

/** POST /api/checkout/quote and POST /api/checkout/orders */
export const checkoutBodySchema = z.strictObject({
  planCode: planCodeSchema,
  couponCode: couponCodeSchema,
});
export type CheckoutBody = z.input<typeof checkoutBodySchema>;

export const quoteSchema = z.object({
  planCode: z.string(),
  planName: z.string(),
  basePaise: paiseSchema,
  discountPaise: paiseSchema,
  /** basePaise - discountPaise */
  taxablePaise: paiseSchema,
  /** 18% of taxablePaise, rounded half up to the paisa */
  gstPaise: paiseSchema,
  gstRatePercent: z.literal(GST_RATE_PERCENT),
  /** taxablePaise + gstPaise: what the user pays */
  amountPaise: paiseSchema,
  currency: z.literal('INR'),
  coupon: z
    .object({ code: z.string(), kind: couponKindSchema, value: z.number().int().min(0) })
    .nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

/**
 * POST /api/checkout/quote. A coupon that does not apply answers 400 `{ isSuccess: false, message }`
 * with the reason in words (unknown, expired, not yet valid, used up, not for this plan).
 */
export const quoteAnswerSchema = successEnvelopeSchema.extend({ quote: quoteSchema });
export type QuoteAnswer = z.infer<typeof quoteAnswerSchema>;

export const PAYMENT_GATEWAYS = ['test', 'razorpay'] as const;
export const paymentGatewaySchema = z.enum(PAYMENT_GATEWAYS);
export type PaymentGatewayName = z.infer<typeof paymentGatewaySchema>;

/** What the browser needs to open the gateway's checkout. */
export const checkoutGatewaySchema = z.discriminatedUnion('gateway', [
  z.object({ gateway: z.literal('test') }),
  z.object({
    gateway: z.literal('razorpay'),
    keyId: z.string(),
    orderId: z.string(),
    /** in paise, as Razorpay's checkout wants it */
    amount: paiseSchema,
    currency: z.string(),
  }),
]);
export type CheckoutGateway = z.infer<typeof checkoutGatewaySchema>;

/** POST /api/checkout/orders */
export const orderAnswerSchema = successEnvelopeSchema.extend({
  payment: z.object({
    _id: idSchema,
    amountPaise: paiseSchema,
    currency: z.string(),
    status: paymentStatusSchema,
  }),
  checkout: checkoutGatewaySchema,
});
export type OrderAnswer = z.infer<typeof orderAnswerSchema>;

export const paymentSchema = z.object({
  _id: idSchema,
  status: paymentStatusSchema,
  planCode: z.string(),
  planName: z.string(),
  amountPaise: paiseSchema,
  basePaise: paiseSchema,
  discountPaise: paiseSchema,
  gstPaise: paiseSchema,
  currency: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Why a failed payment failed, in words (null otherwise). */
  failureReason: z.string().nullable(),
  invoiceId: idSchema.nullable(),
  /** The plan this payment started (null until it is paid). */
  subscription: z.object({ propertyQuota: z.number().int().min(0), endsAt: z.string() }).nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentParamsSchema = z.strictObject({ paymentId: idSchema });
export type PaymentParams = z.infer<typeof paymentParamsSchema>;

/** GET /api/payments/{paymentId} (the owner's only: another user's answers 404) */
export const paymentAnswerSchema = successEnvelopeSchema.extend({ payment: paymentSchema });
export type PaymentAnswer = z.infer<typeof paymentAnswerSchema>;

/** GET /api/payments (the signed-in user's, newest first) */
export const paymentsAnswerSchema = successEnvelopeSchema.extend({
  payments: z.array(paymentSchema),
});
export type PaymentsAnswer = z.infer<typeof paymentsAnswerSchema>;

export const TEST_GATEWAY_OUTCOMES = ['success', 'failure', 'cancel'] as const;
/** POST /api/checkout/test/{paymentId}: only for a payment made with the test gateway. */
export const testOutcomeBodySchema = z.strictObject({
  outcome: z.enum(TEST_GATEWAY_OUTCOMES, {
    message: `outcome must be one of: ${TEST_GATEWAY_OUTCOMES.join(', ')}`,
  }),
});
export type TestOutcomeBody = z.infer<typeof testOutcomeBodySchema>;

/** POST /api/checkout/razorpay/verify: what Razorpay's checkout hands the page on success. */
export const razorpayVerifyBodySchema = z.strictObject({
  razorpay_order_id: text('razorpay_order_id', { min: 1, max: 100 }),
  razorpay_payment_id: text('razorpay_payment_id', { min: 1, max: 100 }),
  razorpay_signature: text('razorpay_signature', { min: 1, max: 200 }),
});
export type RazorpayVerifyBody = z.infer<typeof razorpayVerifyBodySchema>;

export const invoiceParamsSchema = z.strictObject({ invoiceId: idSchema });
export type InvoiceParams = z.infer<typeof invoiceParamsSchema>;

export const invoiceSchema = z.object({
  _id: idSchema,
  /** PM/<financial year, e.g. 26-27>/<6-digit serial within the year>: 'PM/26-27/000001' (GST: <= 16 characters) */
  number: z.string(),
  issuedAt: z.string(),
  seller: z.object({
    name: z.string(),
    gstin: z.string(),
    address: z.string(),
    /** State with its GST state code, as printed: 'Karnataka (29)' */
    state: z.string(),
  }),
  buyer: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    /** The buyer's state as printed ('Maharashtra (27)'), null when the profile has none (then IGST) */
    state: z.string().nullable(),
  }),
  /** Each line's taxable value is after the discount: their sum = basePaise - discountPaise. */
  lines: z.array(
    z.object({
      description: z.string(),
      sacCode: z.literal(INVOICE_SAC_CODE),
      taxablePaise: paiseSchema,
    }),
  ),
  /** The plan's price before the coupon. */
  basePaise: paiseSchema,
  /** The coupon's discount, already deducted from the lines' taxable values. */
  discountPaise: paiseSchema,
  couponCode: z.string().nullable(),
  /** Within the seller's state CGST + SGST (9% + 9%), otherwise IGST 18%; the others are 0. */
  cgstPaise: paiseSchema,
  sgstPaise: paiseSchema,
  igstPaise: paiseSchema,
  totalPaise: paiseSchema,
  /** e.g. 'Rupees One Thousand One Hundred Eighty Only' (Indian numbering: lakh, crore) */
  amountInWords: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /api/invoices/{invoiceId} (the owner's only: another user's answers 404) */
export const invoiceAnswerSchema = successEnvelopeSchema.extend({ invoice: invoiceSchema });
export type InvoiceAnswer = z.infer<typeof invoiceAnswerSchema>;
