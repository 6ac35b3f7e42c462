import { z } from 'zod';
import { ADMIN_DASHBOARD_MAX_DAYS, daysBetween } from './adminDashboardPeriod';
import { indiaDaySchema } from './adminLists';
import { successEnvelopeSchema } from './common';

export {
  ADMIN_DASHBOARD_DEFAULT_DAYS,
  ADMIN_DASHBOARD_MAX_DAYS,
  daysBetween,
} from './adminDashboardPeriod';

import { listingsByStatusSchema } from './dashboard';

/** GET /api/admin/dashboard?from&to: India days, both included; give both or neither. */
export const adminDashboardQuerySchema = z
  .strictObject({ from: indiaDaySchema.optional(), to: indiaDaySchema.optional() })
  .refine((q) => (q.from === undefined) === (q.to === undefined), {
    message: 'give both from and to, or neither for the last 30 days',
    path: ['from'],
  })
  .refine((q) => !q.from || !Number.isNaN(Date.parse(`${q.from}T00:00:00Z`)), {
    message: 'must be a real date as YYYY-MM-DD',
    path: ['from'],
  })
  .refine((q) => !q.to || !Number.isNaN(Date.parse(`${q.to}T00:00:00Z`)), {
    message: 'must be a real date as YYYY-MM-DD',
    path: ['to'],
  })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) >= 1, {
    message: 'from must not be after to',
    path: ['to'],
  })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) <= ADMIN_DASHBOARD_MAX_DAYS, {
    message: `choose a period of at most ${ADMIN_DASHBOARD_MAX_DAYS} days`,
    path: ['to'],
  });
export type AdminDashboardQuery = z.infer<typeof adminDashboardQuerySchema>;

const count = z.number().int().min(0);

/** One India day of the period: every day is present, with zeros where nothing happened. */
export const adminDashboardDaySchema = z.object({
  day: indiaDaySchema,
  newUsers: count,
  newListings: count,
  leads: count,
});
export type AdminDashboardDay = z.infer<typeof adminDashboardDaySchema>;

/**
 * Listings waiting for review now, as the moderation queue counts them: listings in
 * pending-review and submitted edits of live ones. `oldestSince` is when the longest-waiting one
 * was submitted; `medianWaitMinutes` their median wait.
 */
export const reviewQueueSchema = z.object({
  size: count,
  oldestSince: z.string().nullable(),
  medianWaitMinutes: count.nullable(),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

/** Paid payments of the period by plan, in paise (amount charged, GST included). */
export const revenuePlanSchema = z.object({
  code: z.string(),
  name: z.string(),
  payments: count,
  amountPaise: count,
});
export type RevenuePlan = z.infer<typeof revenuePlanSchema>;

export const adminDashboardAnswerSchema = successEnvelopeSchema.extend({
  from: indiaDaySchema,
  to: indiaDaySchema,
  totals: z.object({ newUsers: count, newListings: count, leads: count }),
  days: z.array(adminDashboardDaySchema),
  /** Every listing now, by status (not limited to the period). */
  listingsByStatus: listingsByStatusSchema,
  reviewQueue: reviewQueueSchema,
  /** Null when the staff role may not see revenue (`revenue.view`). */
  revenue: z
    .object({ totalPaise: count, payments: count, plans: z.array(revenuePlanSchema) })
    .nullable(),
});
export type AdminDashboardAnswer = z.infer<typeof adminDashboardAnswerSchema>;
