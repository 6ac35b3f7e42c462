import type { AdminPage } from 'shared/contracts/adminLists';
import type { AdminSuggestion } from 'shared/contracts/adminSuggestions';
import { adminApi, request } from 'shared/http';
import { fetchAdminPage } from '../table/fetchPage';
import type { AdminListQuery } from '../table/types';
import { suggestionsTexts } from './i18n';

const contracts = () => import('shared/contracts/adminSuggestions');
const fallback = () => suggestionsTexts.t('unknownProblem');

/** GET admin/suggestions: a page of the curated suggestions. */
export function fetchSuggestions(
  query: AdminListQuery<never>,
): Promise<AdminPage<AdminSuggestion>> {
  return fetchAdminPage(
    'admin/suggestions',
    query,
    async () => (await contracts()).adminSuggestionsAnswerSchema,
    fallback(),
  );
}

/** POST admin/suggestion, or PATCH admin/suggestion/{id}. */
export async function saveSuggestion(
  id: string | null,
  searchText: string,
): Promise<AdminSuggestion> {
  const { adminSuggestionAnswerSchema } = await contracts();
  const call = id
    ? adminApi.patch({ searchText }, `admin/suggestion/${encodeURIComponent(id)}`).json()
    : adminApi.post({ searchText }, 'admin/suggestion').json();
  return (await request(adminSuggestionAnswerSchema, call, fallback())).data;
}

export async function deleteSuggestion(id: string): Promise<void> {
  const { adminSuggestionPlainAnswerSchema } = await contracts();
  await request(
    adminSuggestionPlainAnswerSchema,
    adminApi.delete(`admin/suggestion/${encodeURIComponent(id)}`).json(),
    fallback(),
  );
}

/** PUT admin/suggestion/order: these suggestions take their shared places in this order. */
export async function reorderSuggestions(ids: string[]): Promise<void> {
  const { adminSuggestionPlainAnswerSchema } = await contracts();
  await request(
    adminSuggestionPlainAnswerSchema,
    adminApi.put({ ids }, 'admin/suggestion/order').json(),
    fallback(),
  );
}
