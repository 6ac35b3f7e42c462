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

const MB = 1024 * 1024;

/**
 * What an upload may be (the client shows these before the owner picks anything; the api checks
 * the declared size and type at upload creation and the real type from the bytes at the end).
 */
export const MEDIA_LIMITS = {
  photo: {
    types: ['image/jpeg', 'image/png', 'image/webp'],
    maxBytes: 15 * MB,
    maxPixels: 40_000_000,
  },
  video: {
    types: ['video/mp4', 'video/webm', 'video/quicktime'],
    maxBytes: 200 * MB,
    maxSeconds: 180,
  },
} as const;
export type PhotoType = (typeof MEDIA_LIMITS.photo.types)[number];
export type VideoType = (typeof MEDIA_LIMITS.video.types)[number];

export const isPhotoType = (type: string): type is PhotoType =>
  (MEDIA_LIMITS.photo.types as readonly string[]).includes(type);
export const isVideoType = (type: string): type is VideoType =>
  (MEDIA_LIMITS.video.types as readonly string[]).includes(type);

/** The tus endpoint (POST create, HEAD, PATCH, DELETE); the upload id is the media id. */
export const UPLOADS_PATH = '/api/uploads';

export const mediaStatusSchema = z.enum(['uploading', 'processing', 'ready', 'failed']);
export type MediaStatus = z.infer<typeof mediaStatusSchema>;

/** A file the owner uploaded, as the media step shows it (GET /api/media/{mediaId}). */
export const uploadedMediaSchema = z.object({
  _id: idSchema,
  kind: z.enum(['image', 'video']),
  status: mediaStatusSchema,
  /** Why the file was refused or failed, in words; null otherwise. */
  error: z.string().nullable(),
  /** The largest photo size, or the video; null until ready. */
  url: z.string().nullable(),
  /** Every WebP size as an `srcset` value; null for videos and until ready. */
  srcSet: z.string().nullable(),
  /** A small size for the media step's grid; null until ready. */
  thumbnailUrl: z.string().nullable(),
  /** A tiny data URI shown while the photo loads. */
  placeholder: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  caption: z.string().nullable(),
  durationSeconds: z.number().nullable(),
});
export type UploadedMedia = z.infer<typeof uploadedMediaSchema>;

export const uploadedMediaAnswerSchema = successEnvelopeSchema.extend({
  media: uploadedMediaSchema,
});
export type UploadedMediaAnswer = z.infer<typeof uploadedMediaAnswerSchema>;
