import { createEffect } from 'effector';
import { currentDraftAnswerSchema } from 'shared/contracts/drafts';
import {
  type OwnerListing,
  type OwnerListingsAnswer,
  ownerListingsAnswerSchema,
  type RenewAnswer,
  renewAnswerSchema,
} from 'shared/contracts/ownerListings';
import { propertyAnswerSchema, propertyDeleteAnswerSchema } from 'shared/contracts/properties';
import { request, userApi } from 'shared/http';
import { propertiesTexts } from './i18n';

export type ListingsRequest = {
  userId: string;
  search: string;
  status: OwnerListing['status'] | null;
  page: number;
  limit: number;
};

/** GET users/properties/{userId}?search&status&page&limit */
export const fetchOwnerListingsFx = createEffect(
  ({ userId, search, status, page, limit }: ListingsRequest): Promise<OwnerListingsAnswer> => {
    const query = new URLSearchParams({ page: String(page), limit: String(limit) });
    if (search) query.set('search', search);
    if (status) query.set('status', status);
    return request(
      ownerListingsAnswerSchema,
      userApi.get(`users/properties/${encodeURIComponent(userId)}?${query}`).json(),
      propertiesTexts.t('loadFailed'),
    );
  },
);

/** GET drafts/current: the owner's open new-listing draft (its updatedAt), or null. */
export const fetchOpenDraftFx = createEffect(async (): Promise<{ updatedAt: string } | null> => {
  const answer = await request(
    currentDraftAnswerSchema,
    userApi.get('drafts/current').json(),
    propertiesTexts.t('loadFailed'),
  );
  return answer.draft ? { updatedAt: answer.draft.updatedAt } : null;
});

/** PATCH property/{id} with a status the owner may set (sold, rented). */
export const setListingStatusFx = createEffect(
  async ({ id, status }: { id: string; status: 'sold' | 'rented' }) => {
    const answer = await request(
      propertyAnswerSchema,
      userApi.patch({ status }, `property/${encodeURIComponent(id)}`).json(),
      propertiesTexts.t('statusFailed'),
    );
    return answer.property;
  },
);

/** POST property/{id}/renew */
export const renewListingFx = createEffect(async (id: string): Promise<RenewAnswer['property']> => {
  const answer = await request(
    renewAnswerSchema,
    userApi.post(undefined, `property/${encodeURIComponent(id)}/renew`).json(),
    propertiesTexts.t('renewFailed'),
  );
  return answer.property;
});

/** DELETE property/{id} */
export const deleteListingFx = createEffect(async (id: string): Promise<void> => {
  await request(
    propertyDeleteAnswerSchema,
    userApi.delete(`property/${encodeURIComponent(id)}`).json(),
    propertiesTexts.t('deleteFailed'),
  );
});
