import { createEffect } from 'effector';
import {
  deleteFavouriteAnswerSchema,
  type FavouritesAnswer,
  favouritesAnswerSchema,
} from 'shared/contracts/favourites';
import { request, userApi } from 'shared/http';
import { favouritesTexts } from './i18n';

export type FavouritesRequest = { userId: string; title: string; page: number; limit: number };

/** GET users/property/favourites/{userId}?title&page&limit */
export const fetchFavouritesFx = createEffect(
  ({ userId, title, page, limit }: FavouritesRequest): Promise<FavouritesAnswer> => {
    const query = new URLSearchParams({ page: String(page), limit: String(limit) });
    if (title) query.set('title', title);
    return request(
      favouritesAnswerSchema,
      userApi.get(`users/property/favourites/${encodeURIComponent(userId)}?${query}`).json(),
      favouritesTexts.t('loadFailed'),
    );
  },
);

/** DELETE users/property/favourites/{userId}/{favouriteId}: works for a removed listing too. */
export const removeFavouriteFx = createEffect(
  async ({ userId, favouriteId }: { userId: string; favouriteId: string }): Promise<void> => {
    await request(
      deleteFavouriteAnswerSchema,
      userApi
        .delete(
          `users/property/favourites/${encodeURIComponent(userId)}/${encodeURIComponent(favouriteId)}`,
        )
        .json(),
      favouritesTexts.t('removeFailed'),
    );
  },
);
