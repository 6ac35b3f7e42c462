import type { AdminCoupon } from 'shared/contracts/adminCoupons';
import { indianDateTime } from '../leads/leads-csv';

export const COUPONS_CSV_HEADER = [
  'Code',
  'Kind',
  'Value',
  'Valid from (IST)',
  'Valid until (IST)',
  'Total limit',
  'Per-user limit',
  'Plans',
  'Status',
  'Times used',
  'Created (IST)',
];

const limit = (value: number | null) => (value === null ? 'Unlimited' : String(value));

/** A coupon's fields in the order of COUPONS_CSV_HEADER. */
export const couponCsvFields = (coupon: AdminCoupon) => [
  coupon.code,
  coupon.kind === 'percent' ? 'Percent' : 'Flat (INR)',
  String(coupon.value),
  indianDateTime(coupon.validFrom),
  indianDateTime(coupon.validUntil),
  limit(coupon.totalLimit),
  limit(coupon.perUserLimit),
  coupon.planCodes.length > 0 ? coupon.planCodes.join(' ') : 'All paid plans',
  coupon.status,
  String(coupon.timesUsed),
  indianDateTime(coupon.createdAt),
];
