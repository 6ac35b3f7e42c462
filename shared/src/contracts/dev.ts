import { z } from 'zod';
import { idSchema, phoneSchema, successEnvelopeSchema, text } from './common';

/**
 * Development-only endpoints (absent when NODE_ENV=production):
 * GET /api/dev/otp/{phone}        latest code sent to a phone by the dev SMS sink
 * GET /api/dev/emails?to=<email>  latest e-mail sent by the dev e-mail sink
 */
export const devOtpParamsSchema = z.strictObject({ phone: phoneSchema });
export type DevOtpParams = z.infer<typeof devOtpParamsSchema>;
export const devOtpAnswerSchema = successEnvelopeSchema.extend({
  otp: z.string(),
  sentAt: z.string(),
});
export type DevOtpAnswer = z.infer<typeof devOtpAnswerSchema>;

export const devEmailQuerySchema = z.strictObject({ to: text('to', { max: 254 }) });
export type DevEmailQuery = z.infer<typeof devEmailQuerySchema>;
export const devEmailAnswerSchema = successEnvelopeSchema.extend({
  email: z.object({ to: z.string(), subject: z.string(), text: z.string(), sentAt: z.string() }),
});
export type DevEmailAnswer = z.infer<typeof devEmailAnswerSchema>;

/**
 * POST /api/dev/listings/{id}/publish: makes a listing go live as the admin's approval will
 * (status active, published now, valid for the owner's plan) and queues saved-search matching.
 */
export const devPublishParamsSchema = z.strictObject({ id: idSchema });
export type DevPublishParams = z.infer<typeof devPublishParamsSchema>;
export const devPublishAnswerSchema = successEnvelopeSchema.extend({
  property: z.object({
    _id: idSchema,
    status: z.literal('active'),
    publishedAt: z.string(),
    expiresAt: z.string(),
  }),
});
export type DevPublishAnswer = z.infer<typeof devPublishAnswerSchema>;
