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

export const favouriteSchema = z.object({
  _id: idSchema,
  propertyId: idSchema,
  createdAt: z.string(),
  property: propertySummarySchema,
});
export type Favourite = z.infer<typeof favouriteSchema>;

export const favouritesAnswerSchema = pagedAnswerSchema(favouriteSchema);
export type FavouritesAnswer = z.infer<typeof favouritesAnswerSchema>;

/**
 * POST /api/users/property/addFavourite
 * Without `isFavourite` it toggles; with it, it sets that state (idempotent).
 */
export const addFavouriteBodySchema = z.strictObject({
  userId: idSchema,
  propertyId: idSchema,
  isFavourite: z.boolean().optional(),
});
export type AddFavouriteBody = z.infer<typeof addFavouriteBodySchema>;

export const addFavouriteAnswerSchema = successEnvelopeSchema.extend({ isFavourite: z.boolean() });
export type AddFavouriteAnswer = z.infer<typeof addFavouriteAnswerSchema>;
