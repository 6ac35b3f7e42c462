import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema } from './adminLists';
import { idSchema, successEnvelopeSchema, text } from './common';
import {
  basicDetailsSchema,
  listingFlagSchema,
  locationDetailsSchema,
  pricingDetailsSchema,
} from './drafts';
import { listingStatusSchema, listingTypeSchema, propertyTypeSchema } from './vocabulary';

/**
 * The admin's listings (moderation): the review queue (`queue=review`: listings waiting for
 * review and live listings with a submitted edit, oldest submission first) and all listings.
 */
export const ADMIN_PROPERTY_SORTS = ['createdAt', 'price'] as const;
export type AdminPropertySort = (typeof ADMIN_PROPERTY_SORTS)[number];
export const ADMIN_PROPERTY_QUEUES = ['review', 'all'] as const;
export type AdminPropertyQueue = (typeof ADMIN_PROPERTY_QUEUES)[number];

const yesNo = (name: string) =>
  z
    .enum(['true', 'false'], { message: `${name} must be true or false` })
    .transform((value) => value === 'true');

export const adminPropertiesQuerySchema = adminListQuerySchema(ADMIN_PROPERTY_SORTS, 'createdAt', {
  queue: z.enum(ADMIN_PROPERTY_QUEUES, { message: 'queue must be review or all' }).default('all'),
  status: listingStatusSchema.optional(),
  city: text('city', { max: 80 }).optional(),
  listingType: listingTypeSchema.optional(),
  flagged: yesNo('flagged').optional(),
  featured: yesNo('featured').optional(),
});
export type AdminPropertiesQuery = z.infer<typeof adminPropertiesQuerySchema>;
export type AdminPropertiesQueryInput = z.input<typeof adminPropertiesQuerySchema>;

/** A flag raised at submit; a likely duplicate names the other listing (for a link). */
export const adminListingFlagSchema = listingFlagSchema.extend({
  relatedTitle: z.string().nullable(),
});
export type AdminListingFlag = z.infer<typeof adminListingFlagSchema>;

/** One listing in the admin's lists. `submittedAt`: when it (or its edit) was sent for review. */
export const adminPropertyRowSchema = z.object({
  _id: idSchema,
  title: z.string(),
  status: listingStatusSchema,
  listingType: listingTypeSchema,
  propertyType: propertyTypeSchema,
  price: z.number().nullable(),
  city: z.string().nullable(),
  locality: z.string().nullable(),
  ownerId: idSchema,
  ownerName: z.string().nullable(),
  ownerPhone: z.string(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  featuredUntil: z.string().nullable(),
  /** A submitted edit of this live listing waits for review. */
  pendingRevision: z.boolean(),
  flags: z.array(adminListingFlagSchema),
  coverUrl: z.string().nullable(),
});
export type AdminPropertyRow = z.infer<typeof adminPropertyRowSchema>;

export const adminPropertiesAnswerSchema = adminPageSchema(adminPropertyRowSchema);
export type AdminPropertiesAnswer = z.infer<typeof adminPropertiesAnswerSchema>;

export const adminPropertyParamsSchema = z.strictObject({ id: idSchema });
export type AdminPropertyParams = z.infer<typeof adminPropertyParamsSchema>;

/** A value of a changed field, as shown "before -> after". */
const fieldValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
  z.null(),
]);
export const fieldChangeSchema = z.object({
  field: z.string(),
  before: fieldValueSchema,
  after: fieldValueSchema,
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const adminPhotoSchema = z.object({
  _id: idSchema,
  url: z.string().nullable(),
  kind: z.enum(['image', 'video']),
  caption: z.string().nullable(),
  isCover: z.boolean(),
});
export type AdminPhoto = z.infer<typeof adminPhotoSchema>;

/** GET /api/admin/properties/{id} */
export const adminPropertyDetailSchema = adminPropertyRowSchema.extend({
  description: z.string().nullable(),
  address: z.string().nullable(),
  state: z.string().nullable(),
  pincode: z.string().nullable(),
  projectName: z.string().nullable(),
  bhk: z.number().nullable(),
  areaSqft: z.number().nullable(),
  postedBy: z.string(),
  ownerEmail: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  photos: z.array(adminPhotoSchema),
  /** The owner's edit of the live listing: submitted (waiting) or turned down (with why). */
  revision: z
    .object({
      draftId: idSchema,
      submittedAt: z.string().nullable(),
      rejectionReason: z.string().nullable(),
      reviewedAt: z.string().nullable(),
      changes: z.array(fieldChangeSchema),
      photosAdded: z.number().int().min(0),
      photosRemoved: z.number().int().min(0),
    })
    .nullable(),
});
export type AdminPropertyDetail = z.infer<typeof adminPropertyDetailSchema>;
export const adminPropertyDetailAnswerSchema = successEnvelopeSchema.extend({
  property: adminPropertyDetailSchema,
});
export type AdminPropertyDetailAnswer = z.infer<typeof adminPropertyDetailAnswerSchema>;

export const REJECTION_REASON_MIN = 10;
export const REJECTION_REASON_MAX = 500;
export const rejectionReasonSchema = text('reason', {
  min: REJECTION_REASON_MIN,
  max: REJECTION_REASON_MAX,
  multiline: true,
});

/** POST /api/admin/properties/{id}/reject */
export const rejectPropertyBodySchema = z.strictObject({ reason: rejectionReasonSchema });
export type RejectPropertyBody = z.infer<typeof rejectPropertyBodySchema>;

export const MAX_BULK_IDS = 100;
/** POST /api/admin/properties/bulk: each id in its own transaction, a result per id. */
export const bulkPropertiesBodySchema = z
  .strictObject({
    action: z.enum(['approve', 'reject'], { message: 'action must be approve or reject' }),
    ids: z
      .array(idSchema)
      .min(1, { message: 'choose at least one listing' })
      .max(MAX_BULK_IDS, { message: `choose at most ${MAX_BULK_IDS} listings at once` })
      .refine((ids) => new Set(ids).size === ids.length, { message: 'ids repeat' }),
    reason: rejectionReasonSchema.optional(),
  })
  .refine((body) => body.action !== 'reject' || body.reason !== undefined, {
    message: 'a rejection needs a reason the owner will read',
    path: ['reason'],
  });
export type BulkPropertiesBody = z.infer<typeof bulkPropertiesBodySchema>;

/** Staff edit: the wizard's own rules for each field. */
export const editPropertyBodySchema = z
  .strictObject({
    title: basicDetailsSchema.shape.title.optional(),
    description: basicDetailsSchema.shape.description.optional(),
    price: pricingDetailsSchema.shape.price.optional(),
    locality: locationDetailsSchema.shape.locality.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'change at least one of title, description, price, locality',
  });
export type EditPropertyBody = z.infer<typeof editPropertyBodySchema>;

/** POST /api/admin/properties/{id}/feature: featured until `until` (future), or not (null). */
export const featurePropertyBodySchema = z.strictObject({
  until: z.iso
    .datetime({ offset: true, message: 'until must be a date and time (ISO 8601)' })
    .nullable(),
});
export type FeaturePropertyBody = z.infer<typeof featurePropertyBodySchema>;

/** The answer of every single-listing action: the listing as the lists show it now. */
export const adminPropertyActionAnswerSchema = successEnvelopeSchema.extend({
  property: adminPropertyRowSchema,
});
export type AdminPropertyActionAnswer = z.infer<typeof adminPropertyActionAnswerSchema>;

export const bulkResultSchema = z.object({
  _id: idSchema,
  ok: z.boolean(),
  message: z.string(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
export const bulkPropertiesAnswerSchema = successEnvelopeSchema.extend({
  results: z.array(bulkResultSchema),
  succeeded: z.number().int().min(0),
  failed: z.number().int().min(0),
});
export type BulkPropertiesAnswer = z.infer<typeof bulkPropertiesAnswerSchema>;

/** GET /api/admin/properties/{id}/history: staff actions, newest first, and the life dates. */
export const propertyHistoryAnswerSchema = successEnvelopeSchema.extend({
  entries: z.array(
    z.object({
      _id: idSchema,
      action: z.string(),
      adminEmail: z.string(),
      createdAt: z.string(),
      before: z.unknown(),
      after: z.unknown(),
    }),
  ),
  lifecycle: z.object({
    createdAt: z.string(),
    submittedAt: z.string().nullable(),
    publishedAt: z.string().nullable(),
    reviewedAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
  }),
});
export type PropertyHistoryAnswer = z.infer<typeof propertyHistoryAnswerSchema>;
