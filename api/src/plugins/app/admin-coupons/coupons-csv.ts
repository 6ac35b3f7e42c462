import type { AdminCoupon } from 'shared/contracts/adminCoupons';
import { csvField, indianDateTime, UTF8_BOM } from '../leads/leads-csv';

const HEADER = [
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

const csvLine = (fields: (string | null)[]) => `${fields.map(csvField).join(',')}\r\n`;
const limit = (value: number | null) => (value === null ? 'Unlimited' : String(value));

export const couponsCsvHeader = () => UTF8_BOM + csvLine(HEADER);

export const couponsCsvRows = (page: AdminCoupon[]) =>
  page
    .map((coupon) =>
      csvLine([
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
      ]),
    )
    .join('');
