import { z } from 'zod';
import { idSchema, successEnvelopeSchema, text } from './common';

export const mediaSchema = z.object({
  _id: idSchema,
  /** Null while the file belongs only to a draft. */
  propertyId: idSchema.nullable(),
  kind: z.enum(['image', 'video']),
  url: z.string(),
  caption: z.string().nullable(),
  isCover: z.boolean(),
  sortOrder: z.number().int(),
});
export type Media = z.infer<typeof mediaSchema>;

/** PATCH /api/vedio-image-details/{mediaId} (path spelt as in the spec). Owner only. */
export const mediaParamsSchema = z.strictObject({ mediaId: idSchema });
export type MediaParams = z.infer<typeof mediaParamsSchema>;

export const mediaUpdateBodySchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('delete') }),
  z
    .strictObject({
      action: z.literal('update'),
      caption: text('caption', { max: 200 }).nullable().optional(),
      isCover: z.boolean().optional(),
      sortOrder: z.number().int().min(0).max(100).optional(),
    })
    .refine((body) => Object.keys(body).length > 1, {
      message: 'nothing to update: send caption, isCover or sortOrder',
    }),
]);
export type MediaUpdateBody = z.infer<typeof mediaUpdateBodySchema>;

/** `media` is null after a delete. */
export const mediaUpdateAnswerSchema = successEnvelopeSchema.extend({
  media: mediaSchema.nullable(),
});
export type MediaUpdateAnswer = z.infer<typeof mediaUpdateAnswerSchema>;
