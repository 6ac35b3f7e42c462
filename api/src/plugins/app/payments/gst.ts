import { GST_RATE_PERCENT } from 'shared/contracts/payments';

/** Half up to the whole paisa: every amount of a quote is computed in integer paise. */
const percentOf = (paise: number, percent: number) => Math.round((paise * percent) / 100);

/** The least a coupon leaves to pay (Razorpay takes no order under ₹1). */
export const MINIMUM_PAYABLE_PAISE = 100;

export interface CouponTerms {
  kind: 'percent' | 'flat';
  /** percent 1..100, or rupees */
  value: number;
}

export interface Amounts {
  basePaise: number;
  discountPaise: number;
  taxablePaise: number;
  gstPaise: number;
  amountPaise: number;
}

/**
 * The price of a plan: base minus the coupon's discount (a percentage rounded half up to the
 * paisa, or flat rupees; never below ₹1 left to pay), then 18% GST on that taxable value, rounded
 * half up to the paisa, added on top.
 */
export function priceOf(basePaise: number, coupon: CouponTerms | null): Amounts {
  const rawDiscount = !coupon
    ? 0
    : coupon.kind === 'percent'
      ? percentOf(basePaise, coupon.value)
      : coupon.value * 100;
  const discountPaise = Math.max(0, Math.min(rawDiscount, basePaise - MINIMUM_PAYABLE_PAISE));
  const taxablePaise = basePaise - discountPaise;
  const gstPaise = percentOf(taxablePaise, GST_RATE_PERCENT);
  return { basePaise, discountPaise, taxablePaise, gstPaise, amountPaise: taxablePaise + gstPaise };
}

export interface TaxSplit {
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * Within the seller's state the 18% is CGST 9% + SGST 9% (an odd paisa goes to CGST, so the two
 * always add up to the GST charged); to another state, or a buyer whose state is unknown, IGST 18%.
 */
export function splitGst(gstPaise: number, sameState: boolean): TaxSplit {
  if (!sameState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: gstPaise };
  const sgstPaise = Math.floor(gstPaise / 2);
  return { cgstPaise: gstPaise - sgstPaise, sgstPaise, igstPaise: 0 };
}
