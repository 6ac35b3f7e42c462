import { createEffect } from 'effector';
import {
  deleteSavedSearchAnswerSchema,
  type SavedSearch,
  savedSearchAnswerSchema,
  savedSearchesAnswerSchema,
  type UpdateSavedSearchBody,
} from 'shared/contracts/savedSearches';
import { request, userApi } from 'shared/http';
import { savedSearchesTexts } from './i18n';

/** GET users/saved-searches (the signed-in user's, newest first) */
export const fetchSavedSearchesFx = createEffect(async (): Promise<SavedSearch[]> => {
  const answer = await request(
    savedSearchesAnswerSchema,
    userApi.get('users/saved-searches').json(),
    savedSearchesTexts.t('loadFailed'),
  );
  return answer.savedSearches;
});

/** PATCH users/saved-searches/{id}: rename, alerts, pause or resume. */
export const updateSavedSearchFx = createEffect(
  async ({ id, body }: { id: string; body: UpdateSavedSearchBody }): Promise<SavedSearch> => {
    const answer = await request(
      savedSearchAnswerSchema,
      userApi.patch(body, `users/saved-searches/${encodeURIComponent(id)}`).json(),
      savedSearchesTexts.t('updateFailed'),
    );
    return answer.savedSearch;
  },
);

/** DELETE users/saved-searches/{id} */
export const deleteSavedSearchFx = createEffect(async (id: string): Promise<void> => {
  await request(
    deleteSavedSearchAnswerSchema,
    userApi.delete(`users/saved-searches/${encodeURIComponent(id)}`).json(),
    savedSearchesTexts.t('deleteFailed'),
  );
});
