import { z } from 'zod';
import {
  idSchema,
  pagedAnswerSchema,
  pageQueryFields,
  successEnvelopeSchema,
  text,
} from './common';
import { propertySummarySchema } from './properties';

/** GET /api/users/property/favourites/{userId}?title&page&limit */
export const favouritesParamsSchema = z.strictObject({ userId: idSchema });
export type FavouritesParams = z.infer<typeof favouritesParamsSchema>;

export const favouritesQuerySchema = z.strictObject({
  title: text('title', { max: 100 }).optional(),
  ...pageQueryFields,
});
export type FavouritesQuery = z.infer<typeof favouritesQuerySchema>;

/**
 * What changed since the favourite was saved: `removed` (the listing was deleted: property is
 * null, show titleAtSave), `sold` / `rented`, `unavailable` (inactive, expired, rejected or under
 * review), or the price moved from priceAtSave. null: nothing to say.
 */
export const FAVOURITE_NOTICES = [
  'removed',
  'sold',
  'rented',
  'unavailable',
  'price-dropped',
  'price-rose',
] as const;
export const favouriteNoticeSchema = z.enum(FAVOURITE_NOTICES);
export type FavouriteNotice = z.infer<typeof favouriteNoticeSchema>;

export const favouriteSchema = z.object({
  _id: idSchema,
  /** null once the listing was deleted. */
  propertyId: idSchema.nullable(),
  createdAt: z.string(),
  titleAtSave: z.string().nullable(),
  /** Rupees, as the listing's price. */
  priceAtSave: z.number().nullable(),
  property: propertySummarySchema.nullable(),
  notice: favouriteNoticeSchema.nullable(),
});
export type Favourite = z.infer<typeof favouriteSchema>;

export const favouritesAnswerSchema = pagedAnswerSchema(favouriteSchema);
export type FavouritesAnswer = z.infer<typeof favouritesAnswerSchema>;

/**
 * POST /api/users/property/addFavourite
 * Without `isFavourite` it toggles; with it, it sets that state (idempotent): `isFavourite: false`
 * removes.
 */
export const addFavouriteBodySchema = z.strictObject({
  userId: idSchema,
  propertyId: idSchema,
  isFavourite: z.boolean().optional(),
});
export type AddFavouriteBody = z.infer<typeof addFavouriteBodySchema>;

export const addFavouriteAnswerSchema = successEnvelopeSchema.extend({ isFavourite: z.boolean() });
export type AddFavouriteAnswer = z.infer<typeof addFavouriteAnswerSchema>;

/** DELETE /api/users/property/favourites/{userId}/{favouriteId}: works for removed listings too. */
export const favouriteParamsSchema = z.strictObject({ userId: idSchema, favouriteId: idSchema });
export type FavouriteParams = z.infer<typeof favouriteParamsSchema>;

export const deleteFavouriteAnswerSchema = successEnvelopeSchema;
export type DeleteFavouriteAnswer = z.infer<typeof deleteFavouriteAnswerSchema>;
