import { createEffect } from 'effector';
import {
  type InsightsAnswer,
  insightsAnswerSchema,
  type OwnerListingViewAnswer,
  ownerListingViewAnswerSchema,
} from 'shared/contracts/ownerListings';
import { request, userApi } from 'shared/http';
import { viewPropertyTexts } from './i18n';

export const INSIGHT_DAYS = 30;

/** GET property/{id}/listing: the owner's listing as the public page draws it, and its state. */
export const fetchOwnerListingViewFx = createEffect(
  (id: string): Promise<OwnerListingViewAnswer> =>
    request(
      ownerListingViewAnswerSchema,
      userApi.get(`property/${encodeURIComponent(id)}/listing`).json(),
      viewPropertyTexts.t('loadFailed'),
    ),
);

/** GET property/{id}/insights?days=30 */
export const fetchInsightsFx = createEffect(
  (id: string): Promise<InsightsAnswer> =>
    request(
      insightsAnswerSchema,
      userApi.get(`property/${encodeURIComponent(id)}/insights?days=${INSIGHT_DAYS}`).json(),
      viewPropertyTexts.t('insightsFailed'),
    ),
);
