import { z } from 'zod';
import { pagedAnswerSchema, pageQueryFields } from './common';

/** GET /api/admin/suggestion?page&limit&search (public read) */
export const suggestionsQuerySchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
  ...pageQueryFields,
});
export type SuggestionsQuery = z.infer<typeof suggestionsQuerySchema>;

export const suggestionSchema = z.object({ _id: z.string(), searchText: z.string() });
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionsAnswerSchema = pagedAnswerSchema(suggestionSchema);
export type SuggestionsAnswer = z.infer<typeof suggestionsAnswerSchema>;
