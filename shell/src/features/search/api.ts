import { createEffect } from 'effector';
import type { Suggestion } from 'shared/contracts/suggestions';
import { request, userApi } from 'shared/http';

export const SUGGESTION_LIMIT = 10;

/**
 * GET admin/suggestion?search=...&page=1&limit=10 (public read): the header suggestions, the first
 * page of one ranked list (admin-curated, then cities, localities and projects with listings).
 */
export const fetchSuggestionsFx = createEffect(async (search: string): Promise<Suggestion[]> => {
  const { suggestionsAnswerSchema } = await import('shared/contracts/suggestions');
  const query = new URLSearchParams({ search, page: '1', limit: String(SUGGESTION_LIMIT) });
  const answer = await request(
    suggestionsAnswerSchema,
    userApi.get(`admin/suggestion?${query}`).json(),
  );
  return answer.data;
});

export function listingUrl(text: string): string {
  const search = text.trim();
  return search ? `/property-listing?${new URLSearchParams({ search })}` : '/property-listing';
}
