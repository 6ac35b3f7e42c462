import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type {
  AdminCoupon,
  AdminCouponsFilters,
  AdminCouponsQuery,
  CouponStatus,
} from 'shared/contracts/adminCoupons';
import type { Database } from '../../../db/client';
import { coupons, payments } from '../../../db/schema/index';
import type { Executor } from '../../../db/transaction';
import { iso } from '../../../lib/dates';
import { likeContains } from '../../../lib/like';

export type CouponRow = typeof coupons.$inferSelect;

/** Paid payments made with the outer `coupons` row (abandoned checkouts never count). */
const timesUsed = sql<number>`(SELECT count(*) FROM payments WHERE payments.coupon_id = coupons.id AND payments.status = 'paid')::int`;

export function couponStatus(coupon: CouponRow, now: Date): CouponStatus {
  if (!coupon.active) return 'inactive';
  if (coupon.validFrom && coupon.validFrom > now) return 'scheduled';
  if (coupon.validUntil && coupon.validUntil < now) return 'expired';
  return 'active';
}

function statusCondition(status: CouponStatus | undefined, now: Date): SQL | undefined {
  const at = now.toISOString();
  switch (status) {
    case 'inactive':
      return sql`NOT coupons.active`;
    case 'scheduled':
      return sql`coupons.active AND coupons.valid_from > ${at}::timestamptz`;
    case 'expired':
      return sql`coupons.active AND coalesce(coupons.valid_from <= ${at}::timestamptz, true) AND coupons.valid_until < ${at}::timestamptz`;
    case 'active':
      return sql`coupons.active AND coalesce(coupons.valid_from <= ${at}::timestamptz, true) AND coalesce(coupons.valid_until >= ${at}::timestamptz, true)`;
    default:
      return undefined;
  }
}

export const toAdminCoupon = (coupon: CouponRow, used: number, now: Date): AdminCoupon => ({
  _id: coupon.id,
  code: coupon.code,
  kind: coupon.kind,
  value: coupon.value,
  validFrom: coupon.validFrom ? iso(coupon.validFrom) : null,
  validUntil: coupon.validUntil ? iso(coupon.validUntil) : null,
  totalLimit: coupon.totalLimit,
  perUserLimit: coupon.perUserLimit,
  planCodes: coupon.planCodes,
  active: coupon.active,
  status: couponStatus(coupon, now),
  timesUsed: Number(used),
  createdAt: iso(coupon.createdAt),
  updatedAt: iso(coupon.updatedAt),
});

/** Coupons are few (hundreds): a plain count and sort are enough. */
export class AdminCouponsRepository {
  constructor(private readonly db: Database) {}

  private where(filters: AdminCouponsFilters, now: Date) {
    const term = filters.search?.trim();
    return and(
      statusCondition(filters.status, now),
      term ? ilike(coupons.code, likeContains(term)) : undefined,
    );
  }

  private orderBy(query: Pick<AdminCouponsQuery, 'sort' | 'dir'>) {
    const order = query.dir === 'asc' ? asc : desc;
    const column =
      query.sort === 'code'
        ? coupons.code
        : query.sort === 'validUntil'
          ? coupons.validUntil
          : coupons.createdAt;
    return [order(column), order(coupons.id)];
  }

  async list(query: AdminCouponsQuery, now: Date) {
    const where = this.where(query, now);
    // The page's ids first: times used is counted for the page's rows only, not the skipped ones.
    const pageIds = this.db
      .select({ id: coupons.id })
      .from(coupons)
      .where(where)
      .orderBy(...this.orderBy(query))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ coupon: coupons, used: timesUsed })
        .from(coupons)
        .where(inArray(coupons.id, pageIds))
        .orderBy(...this.orderBy(query)),
      this.db.select({ n: count() }).from(coupons).where(where),
    ]);
    return {
      data: rows.map((row) => toAdminCoupon(row.coupon, row.used, now)),
      total: total?.n ?? 0,
      totalCapped: false,
    };
  }

  async *pages(filters: AdminCouponsFilters, now: Date, pageSize = 500) {
    for (let page = 1; ; page++) {
      const rows = await this.db
        .select({ coupon: coupons, used: timesUsed })
        .from(coupons)
        .where(this.where(filters, now))
        .orderBy(...this.orderBy({ sort: filters.sort, dir: filters.dir }))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      if (rows.length > 0) yield rows.map((row) => toAdminCoupon(row.coupon, row.used, now));
      if (rows.length < pageSize) return;
    }
  }

  async byId(db: Executor, id: string, now: Date) {
    const [row] = await db
      .select({ coupon: coupons, used: timesUsed })
      .from(coupons)
      .where(eq(coupons.id, id));
    return row ? toAdminCoupon(row.coupon, row.used, now) : undefined;
  }

  /** How often it was paid with, in all and by the user who used it most. */
  async uses(db: Executor, couponId: string) {
    const perUser = db
      .select({ n: count().as('n') })
      .from(payments)
      .where(and(eq(payments.couponId, couponId), eq(payments.status, 'paid')))
      .groupBy(payments.userId)
      .as('per_user');
    const [row] = await db
      .select({
        total: sql<number>`coalesce(sum(${perUser.n}), 0)::int`,
        mostByOneUser: sql<number>`coalesce(max(${perUser.n}), 0)::int`,
      })
      .from(perUser);
    return { total: Number(row?.total ?? 0), mostByOneUser: Number(row?.mostByOneUser ?? 0) };
  }

  async existingCodes(db: Executor, codes: string[]) {
    if (codes.length === 0) return [];
    return db
      .select({ id: coupons.id, code: coupons.code })
      .from(coupons)
      .where(inArray(coupons.code, codes));
  }
}
