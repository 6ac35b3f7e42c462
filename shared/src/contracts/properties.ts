import { z } from 'zod';
import { MAX_AREA_SQFT } from '../vocabulary/area';
import { OWNER_SETTABLE_STATUSES } from '../vocabulary/listingStatus';
import { MAX_PRICE_RUPEES } from '../vocabulary/price';
import { MAX_BHK } from '../vocabulary/rooms';
import { idSchema, successEnvelopeSchema, text } from './common';
import { listingStatusSchema, listingTypeSchema, propertyTypeSchema } from './vocabulary';

/** A property as the api answers it (the listing issue adds more fields). */
export const propertySchema = z.object({
  _id: idSchema,
  ownerId: idSchema,
  title: z.string(),
  description: z.string().nullable(),
  propertyType: propertyTypeSchema,
  listingType: listingTypeSchema,
  status: listingStatusSchema,
  price: z.number().nullable(),
  bhk: z.number().int().nullable(),
  areaSqft: z.number().int().nullable(),
  city: z.string().nullable(),
  locality: z.string().nullable(),
  state: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Property = z.infer<typeof propertySchema>;

/** Short form used inside favourites and leads. */
export const propertySummarySchema = propertySchema.pick({
  _id: true,
  title: true,
  price: true,
  city: true,
  locality: true,
  propertyType: true,
  listingType: true,
  status: true,
});
export type PropertySummary = z.infer<typeof propertySummarySchema>;

export const propertyParamsSchema = z.strictObject({ id: idSchema });
export type PropertyParams = z.infer<typeof propertyParamsSchema>;

/** PATCH /api/property/{id}: owner only; ownerId and ids are never writable. */
export const propertyUpdateBodySchema = z
  .strictObject({
    title: text('title', { min: 5, max: 150 }).optional(),
    description: text('description', { max: 5000, multiline: true }).nullable().optional(),
    propertyType: propertyTypeSchema.optional(),
    listingType: listingTypeSchema.optional(),
    status: z.enum(OWNER_SETTABLE_STATUSES).optional(),
    price: z.number().int().min(0).max(MAX_PRICE_RUPEES).optional(),
    bhk: z.number().int().min(0).max(MAX_BHK).nullable().optional(),
    areaSqft: z.number().int().min(1).max(MAX_AREA_SQFT).nullable().optional(),
    city: text('city', { min: 1, max: 80 }).optional(),
    locality: text('locality', { max: 120 }).nullable().optional(),
    state: text('state', { max: 80 }).nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to update' });
export type PropertyUpdateBody = z.infer<typeof propertyUpdateBodySchema>;

export const propertyAnswerSchema = successEnvelopeSchema.extend({ property: propertySchema });
export type PropertyAnswer = z.infer<typeof propertyAnswerSchema>;

/** DELETE /api/property/{id} */
export const propertyDeleteAnswerSchema = successEnvelopeSchema;
export type PropertyDeleteAnswer = z.infer<typeof propertyDeleteAnswerSchema>;
