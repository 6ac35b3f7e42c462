import { createEffect } from 'effector';
import type { AddFavouriteBody } from 'shared/contracts/favourites';
import type { ContactOwnerAnswer, ContactOwnerBody } from 'shared/contracts/listings';
import { userApi } from 'shared/http';
import { listingTexts } from '../i18n';
import { validated } from './validated';

/** Favourites list allows 100 a page: enough to mark hearts on the pages people browse. */
const FAVOURITE_IDS_LIMIT = 100;

/** GET users/property/favourites/{userId}: the ids of the user's favourites. */
export const fetchFavouriteIdsFx = createEffect(async (userId: string): Promise<string[]> => {
  const answer = await validated(
    async () => (await import('shared/contracts/favourites')).favouritesAnswerSchema,
    userApi
      .get(
        `users/property/favourites/${encodeURIComponent(userId)}?page=1&limit=${FAVOURITE_IDS_LIMIT}`,
      )
      .json(),
  );
  // A favourite whose listing was removed has no property id: no heart to mark.
  return answer.data.flatMap((favourite) => (favourite.propertyId ? [favourite.propertyId] : []));
});

/** POST users/property/addFavourite with the wanted state (idempotent). */
export const setFavouriteFx = createEffect(
  async (body: Required<AddFavouriteBody>): Promise<{ isFavourite: boolean; message: string }> => {
    const answer = await validated(
      async () => (await import('shared/contracts/favourites')).addFavouriteAnswerSchema,
      userApi.post(body, 'users/property/addFavourite').json(),
      listingTexts.t('favourite.failed'),
    );
    return { isFavourite: answer.isFavourite, message: answer.message };
  },
);

/** POST users/leads: contact the owner (one lead per property and seeker a day). */
export const contactOwnerFx = createEffect(
  async (body: ContactOwnerBody): Promise<ContactOwnerAnswer> =>
    validated(
      async () => (await import('shared/contracts/listings')).contactOwnerAnswerSchema,
      userApi.post(body, 'users/leads').json(),
      listingTexts.t('contact.failed'),
    ),
);

/** POST users/request-images */
export const requestImagesFx = createEffect(
  async (propertyId: string): Promise<{ message: string }> => {
    const answer = await validated(
      async () => (await import('shared/contracts/users')).requestImagesAnswerSchema,
      userApi.post({ propertyId }, 'users/request-images').json(),
      listingTexts.t('details.requestFailed'),
    );
    return { message: answer.message };
  },
);
