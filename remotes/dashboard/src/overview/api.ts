import { createEffect } from 'effector';
import { type DashboardAnswer, dashboardAnswerSchema } from 'shared/contracts/dashboard';
import { type RenewAnswer, renewAnswerSchema } from 'shared/contracts/ownerListings';
import { request, userApi } from 'shared/http';
import { overviewTexts } from './i18n';

/** GET users/dashboard/{userId} */
export const fetchDashboardFx = createEffect(
  (userId: string): Promise<DashboardAnswer> =>
    request(
      dashboardAnswerSchema,
      userApi.get(`users/dashboard/${encodeURIComponent(userId)}`).json(),
      overviewTexts.t('loadFailed'),
    ),
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
