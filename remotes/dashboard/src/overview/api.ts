import { createEffect } from 'effector';
import { type DashboardAnswer, dashboardAnswerSchema } from 'shared/contracts/dashboard';
import { type RenewAnswer, renewAnswerSchema } from 'shared/contracts/ownerListings';
import { type GetJson, getJsonFromApi, request, userApi } from 'shared/http';
import { overviewTexts } from './i18n';

/** GET users/dashboard/{userId} */
export const dashboardOf = (userId: string, getJson: GetJson = getJsonFromApi) =>
  request(
    dashboardAnswerSchema,
    getJson(`users/dashboard/${encodeURIComponent(userId)}`),
    overviewTexts.t('loadFailed'),
  );

export const fetchDashboardFx = createEffect(
  (userId: string): Promise<DashboardAnswer> => dashboardOf(userId),
);

/** POST property/{id}/renew: 409 when there is no active plan or the listing is not renewable. */
export const renewListingFx = createEffect(
  (propertyId: string): Promise<RenewAnswer> =>
    request(
      renewAnswerSchema,
      userApi.post({}, `property/${encodeURIComponent(propertyId)}/renew`).json(),
      overviewTexts.t('renewFailed'),
    ),
);
