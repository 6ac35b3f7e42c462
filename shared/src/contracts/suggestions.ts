import { z } from 'zod';
import { pagedAnswerSchema, text, wholeNumber } from './common';
import { SUGGESTION_KINDS } from './listings';

const SEARCH_MAX = 100;

/**
 * GET /api/admin/suggestion?page&limit&search (public read; the header's type-ahead).
 *
 * With `search`: the header suggestions for that text, one ranked list: admin-curated suggestions
 * first, then cities, localities and projects that have active listings (most listings first), all
 * by prefix; from 4 characters a typo-tolerant (trigram) match fills up the rest. The same text
 * appears once. `page` n is entries (n-1)*limit+1 .. n*limit of that list and `total` its length;
 * the list stops at 50 entries (a type-ahead, not a browse), so a later page is empty.
 * Without `search` (or blank): the admin-curated suggestions, heaviest first, paged over all of them.
 */
export const suggestionsQuerySchema = z.strictObject({
  search: text('search', { max: SEARCH_MAX }).optional(),
  page: wholeNumber('page', 10_000, 1).default(1),
  limit: wholeNumber('limit', 100, 1).default(10),
});
export type SuggestionsQuery = z.infer<typeof suggestionsQuerySchema>;

/**
 * A row of the drop-down. `kind` and `city` were added later and stay optional, so an older
 * answer (`_id` + `searchText` only) still parses: `suggestion` is admin-curated; `city` is the
 * city of a locality or project (null for a city, or when the same name is in several cities).
 */
export const suggestionSchema = z.object({
  _id: z.string(),
  searchText: z.string(),
  kind: z.enum(SUGGESTION_KINDS).optional(),
  city: z.string().nullable().optional(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionsAnswerSchema = pagedAnswerSchema(suggestionSchema);
export type SuggestionsAnswer = z.infer<typeof suggestionsAnswerSchema>;
