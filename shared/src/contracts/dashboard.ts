import { z } from 'zod';
import { LISTING_STATUSES } from '../vocabulary/listingStatus';
import { idSchema, successEnvelopeSchema, userIdParamsSchema } from './common';
import { listingStatusSchema } from './vocabulary';

/** The chart and the view total look back this many India days (today included). */
export const DASHBOARD_DAYS = 30;
/** "Leads this week": the last seven India days, today included. */
export const LEADS_WEEK_DAYS = 7;
/** A live listing is "about to expire" within this many days (the renew window). */
export const EXPIRING_WITHIN_DAYS = 7;
/** How many listings the top list and the expiring list show at most. */
export const TOP_LISTINGS = 5;
export const EXPIRING_LISTINGS = 10;

/** GET /api/users/dashboard/{userId} */
export const dashboardParamsSchema = userIdParamsSchema;
export type DashboardParams = z.infer<typeof dashboardParamsSchema>;

const count = z.number().int().min(0);

/** Every status has its number (0 when the owner has none in it). */
export const listingsByStatusSchema = z.object(
  Object.fromEntries(LISTING_STATUSES.map((status) => [status, count])) as Record<
    (typeof LISTING_STATUSES)[number],
    typeof count
  >,
);
export type ListingsByStatus = z.infer<typeof listingsByStatusSchema>;

/** Views and leads of one listing over the last DASHBOARD_DAYS days. */
export const topListingSchema = z.object({
  _id: idSchema,
  title: z.string(),
  views: count,
  leads: count,
});
export type TopListing = z.infer<typeof topListingSchema>;

/**
 * The active plan: `listingsLeft` = quota minus the owner's listings (as the posting check counts
 * them); `daysLeft` = whole days until `endsAt`, rounded up.
 */
export const dashboardPlanSchema = z.object({
  code: z.string(),
  name: z.string(),
  propertyQuota: count,
  listingsLeft: count,
  endsAt: z.string(),
  daysLeft: count,
});
export type DashboardPlan = z.infer<typeof dashboardPlanSchema>;

/** A live listing expiring within EXPIRING_WITHIN_DAYS days, or an expired one (both renewable). */
export const expiringListingSchema = z.object({
  _id: idSchema,
  title: z.string(),
  expiresAt: z.string().nullable(),
  status: listingStatusSchema,
});
export type ExpiringListing = z.infer<typeof expiringListingSchema>;

/** One India day (YYYY-MM-DD) of the chart; days without anything are zeros. */
export const dashboardDaySchema = z.object({ day: z.string(), views: count, leads: count });
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardAnswerSchema = successEnvelopeSchema.extend({
  listingsByStatus: listingsByStatusSchema,
  /** Counted views (one per visitor, listing and day) of all the owner's listings, last 30 days. */
  views30: count,
  /** The owner's listings with the most views in the last 30 days (only those with any). */
  topListings: z.array(topListingSchema),
  leadsThisWeek: count,
  /** Buyers' favourites of the owner's listings, now. */
  favouritesOfMyListings: count,
  plan: dashboardPlanSchema.nullable(),
  /** Soonest expiry first (expired ones first of all). */
  expiringSoon: z.array(expiringListingSchema),
  /** DASHBOARD_DAYS days, oldest first, India time, zero-filled. */
  series: z.array(dashboardDaySchema),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;
