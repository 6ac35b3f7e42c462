import { z } from 'zod';
import { successEnvelopeSchema } from './common';

/** GET /api/subscription/plans (public) */
export const planSchema = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  priceRupees: z.number().int().min(0),
  durationDays: z.number().int().min(1),
  propertyQuota: z.number().int().min(0),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;

export const plansAnswerSchema = successEnvelopeSchema.extend({ plans: z.array(planSchema) });
export type PlansAnswer = z.infer<typeof plansAnswerSchema>;

/** The user's plan now: quota counts the listings posted within the plan's validity. */
export const currentSubscriptionSchema = z.object({
  planCode: z.string(),
  planName: z.string(),
  propertyQuota: z.number().int().min(0),
  listingsUsed: z.number().int().min(0),
  listingsLeft: z.number().int().min(0),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Whole days until endsAt, rounded up (0 once it ended). */
  daysLeft: z.number().int().min(0),
});
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;

/**
 * GET /api/subscription/current (signed in) and POST /api/subscription/free (starts the FREE plan
 * for a user who never had a subscription; otherwise 409 with a message).
 * `freePlanAvailable`: the user never had a subscription, so the FREE plan can start with one click.
 */
export const currentSubscriptionAnswerSchema = successEnvelopeSchema.extend({
  current: currentSubscriptionSchema.nullable(),
  freePlanAvailable: z.boolean(),
});
export type CurrentSubscriptionAnswer = z.infer<typeof currentSubscriptionAnswerSchema>;

/** POST /api/subscription/free takes no body (a POST without one reaches the schema as null). */
export const startFreePlanBodySchema = z.strictObject({}).nullish();

/** The plan that is never sold through checkout. */
export const FREE_PLAN_CODE = 'FREE';
