import { z } from 'zod';
import { LISTING_STATUSES } from '../vocabulary/listingStatus';
import { POSTED_BY } from '../vocabulary/postedBy';
import { adminListQuerySchema, adminPageSchema } from './adminLists';
import {
  idParamsSchema,
  idSchema,
  pagedAnswerSchema,
  pageQueryFields,
  successEnvelopeSchema,
  text,
} from './common';

/** The users list's role filter: what the user posts as, or `none` (never chose). */
export const ADMIN_USER_ROLES = [...POSTED_BY, 'none'] as const;
export type AdminUserRole = (typeof ADMIN_USER_ROLES)[number];
export const ADMIN_USER_STATUSES = ['active', 'blocked'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];
export const ADMIN_USER_SORTS = ['createdAt', 'name'] as const;

/**
 * GET /api/admin/users (users.view): search is phone digits (any part; 10 digits find exactly)
 * or a part of the name (any case).
 */
export const adminUsersQuerySchema = adminListQuerySchema(ADMIN_USER_SORTS, 'createdAt', {
  role: z.enum(ADMIN_USER_ROLES).optional(),
  status: z.enum(ADMIN_USER_STATUSES).optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
export type AdminUsersFilters = Omit<AdminUsersQuery, 'page' | 'limit'>;

export const adminUserRowSchema = z.object({
  _id: idSchema,
  phone: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  userType: z.enum(POSTED_BY).nullable(),
  city: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(ADMIN_USER_STATUSES),
  blockedAt: z.string().nullable(),
  blockedReason: z.string().nullable(),
  listingsCount: z.number().int().min(0),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUsersAnswerSchema = adminPageSchema(adminUserRowSchema);

/** GET /api/admin/users/{id}: the profile, the current plan and the counters. */
export const adminUserDetailSchema = adminUserRowSchema.extend({
  companyName: z.string().nullable(),
  reraAgentId: z.string().nullable(),
  state: z.string().nullable(),
  plan: z
    .object({ code: z.string(), name: z.string(), endsAt: z.string(), propertyQuota: z.number() })
    .nullable(),
  counts: z.object({
    listings: z.number().int().min(0),
    activeListings: z.number().int().min(0),
    leads: z.number().int().min(0),
    payments: z.number().int().min(0),
  }),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
export const adminUserAnswerSchema = successEnvelopeSchema.extend({ user: adminUserDetailSchema });
export type AdminUserAnswer = z.infer<typeof adminUserAnswerSchema>;

export const adminUserParamsSchema = idParamsSchema;
/** The detail's tabs (listings, leads, payments): newest first, small pages. */
export const adminUserSubListQuerySchema = z.strictObject(pageQueryFields);
export type AdminUserSubListQuery = z.infer<typeof adminUserSubListQuerySchema>;

export const adminUserListingSchema = z.object({
  _id: idSchema,
  title: z.string(),
  status: z.enum(LISTING_STATUSES),
  listingType: z.string(),
  city: z.string().nullable(),
  price: z.number().nullable(),
  createdAt: z.string(),
});
export type AdminUserListing = z.infer<typeof adminUserListingSchema>;
export const adminUserListingsAnswerSchema = pagedAnswerSchema(adminUserListingSchema);

export const adminUserLeadSchema = z.object({
  _id: idSchema,
  name: z.string(),
  phone: z.string(),
  propertyId: idSchema,
  propertyTitle: z.string(),
  createdAt: z.string(),
});
export type AdminUserLead = z.infer<typeof adminUserLeadSchema>;
export const adminUserLeadsAnswerSchema = pagedAnswerSchema(adminUserLeadSchema);

export const adminUserPaymentSchema = z.object({
  _id: idSchema,
  planName: z.string(),
  couponCode: z.string().nullable(),
  amountPaise: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type AdminUserPayment = z.infer<typeof adminUserPaymentSchema>;
export const adminUserPaymentsAnswerSchema = pagedAnswerSchema(adminUserPaymentSchema);

/** POST /api/admin/users/{id}/block (users.block): the reason the user is shown at login. */
export const BLOCK_REASON_MIN = 5;
export const BLOCK_REASON_MAX = 300;
export const blockUserBodySchema = z.strictObject({
  reason: text('reason', { min: BLOCK_REASON_MIN, max: BLOCK_REASON_MAX }),
});
export type BlockUserBody = z.infer<typeof blockUserBodySchema>;
