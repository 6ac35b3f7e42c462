import { z } from 'zod';
import type { ListingStatus } from '../vocabulary/listingStatus';
import {
  errorAnswerSchema,
  idSchema,
  pagedAnswerSchema,
  pageQueryFields,
  successEnvelopeSchema,
  text,
} from './common';
import { listingDetailSchema } from './listings';
import { listingStatusSchema, listingTypeSchema, propertyTypeSchema } from './vocabulary';

/**
 * Which hand-set status an owner may give a listing in each status (PATCH /api/property/{id}):
 * pause and resume an approved listing, close it as sold or rented. Going live otherwise needs the
 * review (or a renewal). Here, not in shared/vocabulary, which every page's first load carries.
 */
export const OWNER_STATUS_CHANGES: Record<ListingStatus, readonly ListingStatus[]> = {
  draft: [],
  'pending-review': [],
  active: ['inactive', 'sold', 'rented'],
  inactive: ['active', 'sold', 'rented'],
  rejected: [],
  expired: ['sold', 'rented'],
  sold: [],
  rented: [],
};

/** A listing may be renewed when it has expired or expires within this many days. */
export const RENEW_WINDOW_DAYS = 7;
/** A renewal adds this many days to max(now, the current expiry). */
export const RENEW_DAYS = 30;
/** The insights chart looks back at most this far. */
export const MAX_INSIGHT_DAYS = 90;

/** GET /api/users/properties/{userId}?search&status&page&limit */
export const ownerListingsParamsSchema = z.strictObject({ userId: idSchema });
export type OwnerListingsParams = z.infer<typeof ownerListingsParamsSchema>;

export const ownerListingsQuerySchema = z.strictObject({
  search: text('search', { max: 100 }).optional(),
  status: listingStatusSchema.optional(),
  ...pageQueryFields,
});
export type OwnerListingsQuery = z.infer<typeof ownerListingsQuerySchema>;
export type OwnerListingsParamsInput = z.input<typeof ownerListingsQuerySchema>;

/**
 * One of the owner's listings in any status. `views`, `leads` and `favourites` count every day
 * of the listing's life; `pendingRevision` is an edit of the live listing waiting for review.
 */
export const ownerListingSchema = z.object({
  _id: idSchema,
  title: z.string(),
  status: listingStatusSchema,
  rejectionReason: z.string().nullable(),
  listingType: listingTypeSchema,
  propertyType: propertyTypeSchema,
  price: z.number().nullable(),
  city: z.string().nullable(),
  locality: z.string().nullable(),
  coverUrl: z.string().nullable(),
  publishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  updatedAt: z.string(),
  pendingRevision: z.boolean(),
  /** Why the review turned down the owner's last edit of this live listing (it stays as it was). */
  revisionRejectionReason: z.string().nullable().optional(),
  views: z.number().int().min(0),
  leads: z.number().int().min(0),
  favourites: z.number().int().min(0),
});
export type OwnerListing = z.infer<typeof ownerListingSchema>;

export const ownerListingsAnswerSchema = pagedAnswerSchema(ownerListingSchema);
export type OwnerListingsAnswer = z.infer<typeof ownerListingsAnswerSchema>;

export const ownerListingParamsSchema = z.strictObject({ id: idSchema });
export type OwnerListingParams = z.infer<typeof ownerListingParamsSchema>;

/** POST /api/property/{id}/renew */
export const renewAnswerSchema = successEnvelopeSchema.extend({
  property: z.object({ _id: idSchema, status: listingStatusSchema, expiresAt: z.string() }),
});
export type RenewAnswer = z.infer<typeof renewAnswerSchema>;

/** Why a renewal was refused (409): the client sends NO_SUBSCRIPTION to the plan page. */
export const RENEW_REFUSALS = ['NO_SUBSCRIPTION', 'NOT_RENEWABLE'] as const;
export type RenewRefusal = (typeof RENEW_REFUSALS)[number];

/** A refused renewal: 409 with `reason`; 404 for a listing that is not the caller's. */
export const renewErrorAnswerSchema = errorAnswerSchema.extend({
  reason: z.enum(RENEW_REFUSALS).optional(),
});
export type RenewErrorAnswer = z.infer<typeof renewErrorAnswerSchema>;

/** Whether the owner may renew a listing now (the same rule the api applies). */
export function isRenewable(
  listing: { status: string; expiresAt: string | null },
  now: Date,
): boolean {
  if (listing.status === 'expired') return true;
  if (listing.status !== 'active' || !listing.expiresAt) return false;
  return new Date(listing.expiresAt).getTime() - now.getTime() <= RENEW_WINDOW_DAYS * 86_400_000;
}

/** GET /api/property/{id}/insights?days=30 */
export const insightsQuerySchema = z.strictObject({
  days: z.coerce
    .number({ message: 'days must be a number' })
    .int({ message: 'days must be a whole number' })
    .min(1, { message: 'days must be at least 1' })
    .max(MAX_INSIGHT_DAYS, { message: `days must be at most ${MAX_INSIGHT_DAYS}` })
    .default(30),
});
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

/** One day (India time, YYYY-MM-DD) of the chart; days without anything are zeros. */
export const insightsDaySchema = z.object({
  day: z.string(),
  views: z.number().int().min(0),
  leads: z.number().int().min(0),
  favourites: z.number().int().min(0),
});
export type InsightsDay = z.infer<typeof insightsDaySchema>;

/** `totals` sum the days of `series` (the window asked for), oldest day first. */
export const insightsAnswerSchema = successEnvelopeSchema.extend({
  series: z.array(insightsDaySchema),
  totals: z.object({
    views: z.number().int().min(0),
    leads: z.number().int().min(0),
    favourites: z.number().int().min(0),
  }),
  /** Buyers' requests for photos, newest first; answered = a photo was added after the request. */
  imageRequests: z.array(
    z.object({ _id: idSchema, requestedAt: z.string(), answered: z.boolean() }),
  ),
});
export type InsightsAnswer = z.infer<typeof insightsAnswerSchema>;

/**
 * GET /api/property/{id}/listing: the owner's listing in any status, drawn as the public detail
 * page draws it (for /view/property), with what only the owner sees beside it.
 */
export const ownerListingViewAnswerSchema = successEnvelopeSchema.extend({
  listing: listingDetailSchema,
  status: listingStatusSchema,
  rejectionReason: z.string().nullable(),
  expiresAt: z.string().nullable(),
  pendingRevision: z.boolean(),
});
export type OwnerListingViewAnswer = z.infer<typeof ownerListingViewAnswerSchema>;
