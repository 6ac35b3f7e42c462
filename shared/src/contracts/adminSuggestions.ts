import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema } from './adminLists';
import { successEnvelopeSchema, text } from './common';

/**
 * The curated header suggestions (suggestions.manage). The spec's `GET /api/admin/suggestion` is
 * the header's public type-ahead, so the admin's list is beside it:
 * GET    /api/admin/suggestions             the admin list (heaviest first by default)
 * GET    /api/admin/suggestions/export.csv  every matching suggestion
 * POST   /api/admin/suggestion              `{ searchText }` (goes first: the heaviest)
 * PATCH  /api/admin/suggestion/{id}         `{ searchText }`
 * DELETE /api/admin/suggestion/{id}
 * PUT    /api/admin/suggestion/order        `{ ids }`: these suggestions take the places they
 *                                           hold together, in this order (the weights follow)
 * The header's suggestions show a change within seconds.
 */
export const ADMIN_SUGGESTION_SORTS = ['weight', 'searchText', 'createdAt'] as const;

export const adminSuggestionsQuerySchema = adminListQuerySchema(
  ADMIN_SUGGESTION_SORTS,
  'weight',
  {},
);
export type AdminSuggestionsQuery = z.infer<typeof adminSuggestionsQuerySchema>;

export const adminSuggestionSchema = z.object({
  _id: z.string(),
  searchText: z.string(),
  weight: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminSuggestion = z.infer<typeof adminSuggestionSchema>;

export const adminSuggestionsAnswerSchema = adminPageSchema(adminSuggestionSchema);

export const suggestionBodySchema = z.strictObject({
  searchText: text('searchText', { min: 1, max: 100 }),
});
export type SuggestionBody = z.infer<typeof suggestionBodySchema>;

export const suggestionOrderBodySchema = z.strictObject({
  ids: z
    .array(z.uuid({ message: 'ids must be valid ids' }))
    .min(2, { message: 'ids must name at least 2 suggestions' })
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'ids must not repeat' }),
});
export type SuggestionOrderBody = z.infer<typeof suggestionOrderBodySchema>;

export const adminSuggestionAnswerSchema = successEnvelopeSchema.extend({
  data: adminSuggestionSchema,
});
export const adminSuggestionPlainAnswerSchema = successEnvelopeSchema;
