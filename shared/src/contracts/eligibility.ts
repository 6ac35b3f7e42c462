import { z } from 'zod';
import { idSchema } from './common';

/** GET /api/can-post-property/{userId} */
export const canPostParamsSchema = z.strictObject({ userId: idSchema });
export type CanPostParams = z.infer<typeof canPostParamsSchema>;

export const NO_SUBSCRIPTION_MESSAGE = 'No active subscription or subscription expired';

export const canPostReasonSchema = z.enum(['OK', 'NO_SUBSCRIPTION', 'QUOTA_EXHAUSTED']);
export type CanPostReason = z.infer<typeof canPostReasonSchema>;

export const canPostAnswerSchema = z.object({
  isSuccess: z.literal(true),
  canPost: z.boolean(),
  message: z.string(),
  reason: z.string(),
  propertyCount: z.number().int().min(0),
});
export type CanPostAnswer = z.infer<typeof canPostAnswerSchema>;
