import { createEffect } from 'effector';
import type { CreateSavedSearchBody, SavedSearch } from 'shared/contracts/savedSearches';
import { userApi } from 'shared/http';
import { validated } from '../api/validated';
import { savedSearchTexts } from './i18n';

/** POST users/saved-searches (at most 20 a user: the server says so with a 409). */
export const createSavedSearchFx = createEffect(
  async (body: CreateSavedSearchBody): Promise<SavedSearch> => {
    const answer = await validated(
      async () => (await import('shared/contracts/savedSearches')).savedSearchAnswerSchema,
      userApi.post(body, 'users/saved-searches').json(),
      savedSearchTexts.t('failed'),
    );
    return answer.savedSearch;
  },
);
