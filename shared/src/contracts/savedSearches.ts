import { z } from 'zod';
import { idSchema, successEnvelopeSchema, text } from './common';
import { listingSearchQuerySchema } from './listings';
import {
  amenitySchema,
  furnishingSchema,
  listingSortSchema,
  listingTypeSchema,
  possessionStatusSchema,
  postedBySchema,
  propertyTypeSchema,
} from './vocabulary';

export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_NAME_MAX = 60;

export const SAVED_SEARCH_ALERTS = ['instant', 'daily'] as const;
export const savedSearchAlertsSchema = z.enum(SAVED_SEARCH_ALERTS, {
  message: `alerts must be one of: ${SAVED_SEARCH_ALERTS.join(', ')}`,
});
export type SavedSearchAlerts = z.infer<typeof savedSearchAlertsSchema>;

const nameSchema = text('name', { min: 1, max: SAVED_SEARCH_NAME_MAX });

/**
 * The `/property-listing` search query object, validated by the listing search's own schema
 * (paging and sort are kept as sent but play no part in matching).
 */
export const savedSearchCriteriaSchema = listingSearchQuerySchema;
export type SavedSearchCriteria = z.infer<typeof savedSearchCriteriaSchema>;
/** What a client sends as criteria (the URL's search params as an object). */
export type SavedSearchCriteriaInput = z.input<typeof savedSearchCriteriaSchema>;

/**
 * The criteria as the api answers them: the search schema's parsed shape (lists as arrays,
 * numbers as numbers, sort and limit filled in), ready for `/property-listing`'s URL.
 */
export const savedSearchCriteriaAnswerSchema = z.object({
  q: z.string().optional(),
  search: z.string().optional(),
  city: z.string().optional(),
  locality: z.string().optional(),
  listingType: listingTypeSchema.optional(),
  propertyType: z.array(propertyTypeSchema).optional(),
  bhk: z.array(z.number().int()).optional(),
  budgetMin: z.number().optional(),
  budgetMax: z.number().optional(),
  areaMin: z.number().optional(),
  areaMax: z.number().optional(),
  furnishing: z.array(furnishingSchema).optional(),
  possession: possessionStatusSchema.optional(),
  postedBy: z.array(postedBySchema).optional(),
  amenities: z.array(amenitySchema).optional(),
  sort: listingSortSchema,
  limit: z.number().int(),
});
export type SavedSearchCriteriaAnswer = z.infer<typeof savedSearchCriteriaAnswerSchema>;

export const savedSearchSchema = z.object({
  _id: idSchema,
  name: z.string(),
  criteria: savedSearchCriteriaAnswerSchema,
  alerts: savedSearchAlertsSchema,
  paused: z.boolean(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** GET /api/users/saved-searches (the signed-in user's, newest first) */
export const savedSearchesAnswerSchema = successEnvelopeSchema.extend({
  savedSearches: z.array(savedSearchSchema),
});
export type SavedSearchesAnswer = z.infer<typeof savedSearchesAnswerSchema>;

/** POST /api/users/saved-searches: at most MAX_SAVED_SEARCHES per user (409 with a message). */
export const createSavedSearchBodySchema = z.strictObject({
  name: nameSchema,
  criteria: savedSearchCriteriaSchema,
  alerts: savedSearchAlertsSchema,
});
export type CreateSavedSearchBody = z.input<typeof createSavedSearchBodySchema>;

export const savedSearchParamsSchema = z.strictObject({ id: idSchema });
export type SavedSearchParams = z.infer<typeof savedSearchParamsSchema>;

/** PATCH /api/users/saved-searches/{id} */
export const updateSavedSearchBodySchema = z
  .strictObject({
    name: nameSchema.optional(),
    alerts: savedSearchAlertsSchema.optional(),
    paused: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to update' });
export type UpdateSavedSearchBody = z.infer<typeof updateSavedSearchBodySchema>;

/** POST and PATCH answer the saved search as it now is. */
export const savedSearchAnswerSchema = successEnvelopeSchema.extend({
  savedSearch: savedSearchSchema,
});
export type SavedSearchAnswer = z.infer<typeof savedSearchAnswerSchema>;

/** DELETE /api/users/saved-searches/{id} */
export const deleteSavedSearchAnswerSchema = successEnvelopeSchema;
export type DeleteSavedSearchAnswer = z.infer<typeof deleteSavedSearchAnswerSchema>;
