import { eq, inArray } from 'drizzle-orm';
import {
  type AdminCoupon,
  type CreateCouponBody,
  couponTermsProblem,
  type UpdateCouponBody,
} from 'shared/contracts/adminCoupons';
import { FREE_PLAN_CODE } from 'shared/contracts/subscriptions';
import type { Database } from '../../../db/client';
import { coupons, plans } from '../../../db/schema/index';
import type { Executor } from '../../../db/transaction';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../../lib/errors';
import type { AuditLog, StaffMember } from '../audit/audit-log';
import type { AdminCouponsRepository, CouponRow } from './admin-coupons-repository';

const codeTaken = (code: string) =>
  conflict(`A coupon with the code ${code} already exists. Choose another code.`);

type Stored = Omit<CouponRow, 'id' | 'createdAt' | 'updatedAt'>;
const EDITABLE = [
  'code',
  'kind',
  'value',
  'validFrom',
  'validUntil',
  'totalLimit',
  'perUserLimit',
  'planCodes',
  'active',
] as const satisfies readonly (keyof Stored)[];

const forAudit = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const same = (a: unknown, b: unknown) =>
  JSON.stringify(forAudit(a)) === JSON.stringify(forAudit(b));

/** Creating and editing coupons: each write and its audit entry in one transaction. */
export class CouponEditing {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditLog,
    private readonly repository: AdminCouponsRepository,
  ) {}

  /** Every named plan must be a paid plan: the free plan is never paid for. */
  private async assertPaidPlans(db: Executor, codes: string[]) {
    if (codes.length === 0) return;
    const found = await db
      .select({ code: plans.code, priceRupees: plans.priceRupees })
      .from(plans)
      .where(inArray(plans.code, codes));
    const paid = new Set(
      found.filter((p) => p.code !== FREE_PLAN_CODE && p.priceRupees > 0).map((p) => p.code),
    );
    const wrong = codes.filter((code) => !paid.has(code));
    if (wrong.length > 0)
      throw badRequest(
        `planCodes: ${wrong.join(', ')} ${wrong.length === 1 ? 'is not a paid plan' : 'are not paid plans'}. Choose among the paid plans, or none for all of them.`,
      );
  }

  async create(staff: StaffMember, body: CreateCouponBody, now: Date): Promise<AdminCoupon> {
    const planCodes = [...new Set(body.planCodes)];
    try {
      return await this.db.transaction(async (tx) => {
        await this.assertPaidPlans(tx, planCodes);
        const [taken] = await this.repository.existingCodes(tx, [body.code]);
        if (taken) throw codeTaken(body.code);
        const [created] = await tx
          .insert(coupons)
          .values({
            ...body,
            planCodes,
            validFrom: body.validFrom ? new Date(body.validFrom) : null,
            validUntil: body.validUntil ? new Date(body.validUntil) : null,
          })
          .returning();
        if (!created) throw new Error('coupon insert returned nothing');
        const after = Object.fromEntries(EDITABLE.map((key) => [key, forAudit(created[key])]));
        await this.audit.record(tx, staff, {
          action: 'coupon.create',
          entityType: 'coupon',
          entityId: created.id,
          after,
        });
        const coupon = await this.repository.byId(tx, created.id, now);
        if (!coupon) throw new Error('created coupon not found');
        return coupon;
      });
    } catch (error) {
      // Two staff creating the same code at once: the unique index refuses the second.
      if (isUniqueViolation(error)) throw codeTaken(body.code);
      throw error;
    }
  }

  async update(
    staff: StaffMember,
    id: string,
    body: UpdateCouponBody,
    now: Date,
  ): Promise<AdminCoupon> {
    try {
      return await this.db.transaction(async (tx) => {
        const [current] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
        if (!current) throw notFound('Coupon');
        const { validFrom, validUntil, planCodes, ...plain } = body;
        const next: Partial<Stored> = {
          ...plain,
          ...(planCodes ? { planCodes: [...new Set(planCodes)] } : {}),
          ...(validFrom !== undefined ? { validFrom: validFrom ? new Date(validFrom) : null } : {}),
          ...(validUntil !== undefined
            ? { validUntil: validUntil ? new Date(validUntil) : null }
            : {}),
        };
        const changed = EDITABLE.filter((key) => key in next && !same(next[key], current[key]));
        if (changed.length === 0) {
          const coupon = await this.repository.byId(tx, id, now);
          if (!coupon) throw notFound('Coupon');
          return coupon;
        }
        const merged: CouponRow = { ...current, ...next };
        const problem = couponTermsProblem({
          kind: merged.kind,
          value: merged.value,
          validFrom: merged.validFrom?.toISOString() ?? null,
          validUntil: merged.validUntil?.toISOString() ?? null,
        });
        if (problem) throw badRequest(`${problem.path}: ${problem.message}`);
        if (changed.includes('planCodes')) await this.assertPaidPlans(tx, merged.planCodes);
        const uses = await this.repository.uses(tx, id);
        if (uses.total > 0 && (changed.includes('code') || changed.includes('kind')))
          throw conflict(
            `Coupon ${current.code} has been used ${uses.total} time${uses.total === 1 ? '' : 's'}, so its code and kind cannot change (invoices name it). Deactivate it and create a new coupon instead.`,
          );
        if (merged.totalLimit !== null && merged.totalLimit < uses.total)
          throw conflict(
            `The total limit cannot be below the ${uses.total} times coupon ${current.code} has already been used.`,
          );
        if (merged.perUserLimit !== null && merged.perUserLimit < uses.mostByOneUser)
          throw conflict(
            `The per-user limit cannot be below ${uses.mostByOneUser}: one user has already used coupon ${current.code} that often.`,
          );
        if (changed.includes('code')) {
          const [taken] = await this.repository.existingCodes(tx, [merged.code]);
          if (taken && taken.id !== id) throw codeTaken(merged.code);
        }
        const set = Object.fromEntries(changed.map((key) => [key, merged[key]]));
        await tx.update(coupons).set(set).where(eq(coupons.id, id));
        await this.audit.record(tx, staff, {
          action: 'coupon.update',
          entityType: 'coupon',
          entityId: id,
          before: Object.fromEntries(changed.map((key) => [key, forAudit(current[key])])),
          after: Object.fromEntries(changed.map((key) => [key, forAudit(merged[key])])),
        });
        const coupon = await this.repository.byId(tx, id, now);
        if (!coupon) throw notFound('Coupon');
        return coupon;
      });
    } catch (error) {
      if (isUniqueViolation(error) && body.code) throw codeTaken(body.code);
      throw error;
    }
  }
}
