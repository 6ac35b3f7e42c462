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
