import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema } from './adminLists';
import { idParamsSchema, idSchema, successEnvelopeSchema } from './common';

export const COUPON_KINDS = ['percent', 'flat'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
/**
 * `inactive`: switched off by staff; otherwise by the validity window: `scheduled` (not yet),
 * `expired` (over), `active` (usable now).
 */
export const COUPON_STATUSES = ['active', 'scheduled', 'expired', 'inactive'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
export const COUPON_SORTS = ['createdAt', 'code', 'validUntil'] as const;

/** The most a flat coupon takes off, in rupees (the checkout never goes under ₹1 anyway). */
export const FLAT_COUPON_MAX_RUPEES = 1_000_000;
export const COUPON_LIMIT_MAX = 1_000_000;

export const adminCouponsQuerySchema = adminListQuerySchema(COUPON_SORTS, 'createdAt', {
  status: z.enum(COUPON_STATUSES).optional(),
});
export type AdminCouponsQuery = z.infer<typeof adminCouponsQuerySchema>;
export type AdminCouponsFilters = Omit<AdminCouponsQuery, 'page' | 'limit'>;

export const adminCouponSchema = z.object({
  _id: idSchema,
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** percent: 1 to 100; flat: rupees. */
  value: z.number().int(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  totalLimit: z.number().int().nullable(),
  perUserLimit: z.number().int().nullable(),
  /** Paid plan codes it applies to; empty = every paid plan. */
  planCodes: z.array(z.string()),
  active: z.boolean(),
  status: z.enum(COUPON_STATUSES),
  /** Paid payments made with it. */
  timesUsed: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
export const adminCouponsAnswerSchema = adminPageSchema(adminCouponSchema);
export const adminCouponAnswerSchema = successEnvelopeSchema.extend({ coupon: adminCouponSchema });
export type AdminCouponAnswer = z.infer<typeof adminCouponAnswerSchema>;

const codeSchema = z
  .string()
  .trim()
  .min(3, { message: 'code must be at least 3 characters' })
  .max(30, { message: 'code must be at most 30 characters' })
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'code may contain only letters, digits, - and _' })
  .transform((code) => code.toUpperCase());
const moment = z.iso.datetime({
  offset: true,
  message: 'must be a date and time (ISO 8601 with a zone)',
});
const limit = (name: string) =>
  z
    .number()
    .int({ message: `${name} must be a whole number` })
    .min(1, { message: `${name} must be at least 1 (leave it empty for no limit)` })
    .max(COUPON_LIMIT_MAX, { message: `${name} must be at most ${COUPON_LIMIT_MAX}` })
    .nullable();

const couponFields = {
  code: codeSchema,
  kind: z.enum(COUPON_KINDS),
  value: z.number().int({ message: 'value must be a whole number' }).min(1, {
    message: 'value must be at least 1',
  }),
  validFrom: moment.nullable(),
  validUntil: moment.nullable(),
  totalLimit: limit('totalLimit'),
  perUserLimit: limit('perUserLimit'),
  planCodes: z
    .array(z.string().trim().min(1).max(40))
    .max(20, { message: 'planCodes may name at most 20 plans' }),
  active: z.boolean(),
};

type Terms = {
  kind?: CouponKind | undefined;
  value?: number | undefined;
  validFrom?: string | null | undefined;
  validUntil?: string | null | undefined;
};
/** The rules that tie fields together; the api checks them again against the stored coupon. */
export function couponTermsProblem(terms: Terms): { path: string; message: string } | null {
  if (terms.kind === 'percent' && terms.value !== undefined && terms.value > 100)
    return { path: 'value', message: 'a percentage must be between 1 and 100' };
  if (terms.kind === 'flat' && terms.value !== undefined && terms.value > FLAT_COUPON_MAX_RUPEES)
    return { path: 'value', message: `a flat discount must be at most ₹${FLAT_COUPON_MAX_RUPEES}` };
  if (
    terms.validFrom &&
    terms.validUntil &&
    new Date(terms.validFrom).getTime() >= new Date(terms.validUntil).getTime()
  )
    return { path: 'validUntil', message: 'validUntil must be after validFrom' };
  return null;
}

const withTerms = <T extends z.ZodType<Terms>>(schema: T) =>
  schema.superRefine((terms, ctx) => {
    const problem = couponTermsProblem(terms);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  });

/** POST /api/admin/coupons (coupons.manage). */
export const createCouponBodySchema = withTerms(
  z.strictObject({
    ...couponFields,
    validFrom: couponFields.validFrom.default(null),
    validUntil: couponFields.validUntil.default(null),
    totalLimit: couponFields.totalLimit.default(null),
    perUserLimit: couponFields.perUserLimit.default(null),
    planCodes: couponFields.planCodes.default([]),
    active: couponFields.active.default(true),
  }),
);
export type CreateCouponBody = z.infer<typeof createCouponBodySchema>;

/** PATCH /api/admin/coupons/{id} (coupons.manage); deactivate = `{ active: false }`. */
export const updateCouponBodySchema = withTerms(
  z
    .strictObject({
      code: couponFields.code.optional(),
      kind: couponFields.kind.optional(),
      value: couponFields.value.optional(),
      validFrom: couponFields.validFrom.optional(),
      validUntil: couponFields.validUntil.optional(),
      totalLimit: couponFields.totalLimit.optional(),
      perUserLimit: couponFields.perUserLimit.optional(),
      planCodes: couponFields.planCodes.optional(),
      active: couponFields.active.optional(),
    })
    .refine((body) => Object.keys(body).length > 0, { message: 'change at least one field' }),
);
export type UpdateCouponBody = z.infer<typeof updateCouponBodySchema>;
export const adminCouponParamsSchema = idParamsSchema;
