import {
  type AdminCoupon,
  COUPON_LIMIT_MAX,
  type CouponKind,
  FLAT_COUPON_MAX_RUPEES,
} from 'shared/contracts/adminCoupons';

/** The form as typed: every field a string (an empty limit or date means none). */
export type CouponFormValues = {
  code: string;
  kind: CouponKind;
  value: string;
  /** India days, YYYY-MM-DD, both inclusive. */
  validFrom: string;
  validUntil: string;
  totalLimit: string;
  perUserLimit: string;
  planCodes: string[];
};

export type CouponField = keyof CouponFormValues;
/** Keys of the admin-coupons namespace. */
export type CouponProblem =
  | 'form.codeRequired'
  | 'form.codeFormat'
  | 'form.valueWhole'
  | 'form.percentRange'
  | 'form.flatRange'
  | 'form.untilBeforeFrom'
  | 'form.limitWhole'
  | 'form.limitBelowUses';

export const EMPTY_COUPON_FORM: CouponFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  validFrom: '',
  validUntil: '',
  totalLimit: '',
  perUserLimit: '',
  planCodes: [],
};

const IST = '+05:30';
/** An India day as the instant it starts or ends (the api stores instants). */
export const indiaDayStart = (day: string) => `${day}T00:00:00.000${IST}`;
export const indiaDayEnd = (day: string) => `${day}T23:59:59.999${IST}`;
const indiaDayFormat = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Asia/Kolkata',
});
/** The India day an instant falls on, as YYYY-MM-DD. */
export const indiaDayOf = (iso: string) => indiaDayFormat.format(new Date(iso));

export function formFromCoupon(coupon: AdminCoupon): CouponFormValues {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: String(coupon.value),
    validFrom: coupon.validFrom ? indiaDayOf(coupon.validFrom) : '',
    validUntil: coupon.validUntil ? indiaDayOf(coupon.validUntil) : '',
    totalLimit: coupon.totalLimit === null ? '' : String(coupon.totalLimit),
    perUserLimit: coupon.perUserLimit === null ? '' : String(coupon.perUserLimit),
    planCodes: coupon.planCodes,
  };
}

const WHOLE = /^\d+$/;

/** What is wrong with each field, checked as the user types (the api checks again). */
export function couponProblems(
  form: CouponFormValues,
  timesUsed = 0,
): Partial<Record<CouponField, CouponProblem>> {
  const problems: Partial<Record<CouponField, CouponProblem>> = {};
  const code = form.code.trim();
  if (!code) problems.code = 'form.codeRequired';
  else if (!/^[A-Za-z0-9_-]{3,30}$/.test(code)) problems.code = 'form.codeFormat';
  const value = form.value.trim();
  if (!WHOLE.test(value)) problems.value = 'form.valueWhole';
  else if (form.kind === 'percent' && (Number(value) < 1 || Number(value) > 100))
    problems.value = 'form.percentRange';
  else if (form.kind === 'flat' && (Number(value) < 1 || Number(value) > FLAT_COUPON_MAX_RUPEES))
    problems.value = 'form.flatRange';
  if (form.validFrom && form.validUntil && form.validUntil < form.validFrom)
    problems.validUntil = 'form.untilBeforeFrom';
  for (const field of ['totalLimit', 'perUserLimit'] as const) {
    const limit = form[field].trim();
    if (!limit) continue;
    if (!WHOLE.test(limit) || Number(limit) < 1 || Number(limit) > COUPON_LIMIT_MAX)
      problems[field] = 'form.limitWhole';
  }
  if (!problems.totalLimit && form.totalLimit.trim() && Number(form.totalLimit) < timesUsed)
    problems.totalLimit = 'form.limitBelowUses';
  return problems;
}

/** The body of POST /api/admin/coupons and PATCH /api/admin/coupons/{id}. */
export function couponBody(form: CouponFormValues) {
  const limit = (text: string) => (text.trim() ? Number(text) : null);
  return {
    code: form.code.trim().toUpperCase(),
    kind: form.kind,
    value: Number(form.value),
    validFrom: form.validFrom ? indiaDayStart(form.validFrom) : null,
    validUntil: form.validUntil ? indiaDayEnd(form.validUntil) : null,
    totalLimit: limit(form.totalLimit),
    perUserLimit: limit(form.perUserLimit),
    planCodes: form.planCodes,
  };
}

/** The least a coupon leaves to pay, in paise (the checkout's rule: Razorpay takes no order under ₹1). */
const MINIMUM_PAYABLE_PAISE = 100;

/**
 * A plan's price before GST after the coupon, in paise, as the checkout computes it: a percentage
 * rounded half up to the paisa, or flat rupees; never under ₹1.
 */
export function discountedPaise(basePaise: number, kind: CouponKind, value: number): number {
  const raw = kind === 'percent' ? Math.round((basePaise * value) / 100) : value * 100;
  const discount = Math.max(0, Math.min(raw, basePaise - MINIMUM_PAYABLE_PAISE));
  return basePaise - discount;
}
