import { createEffect } from 'effector';
import type { AdminDashboardAnswer } from 'shared/contracts/adminDashboard';
import { adminApi, request } from 'shared/http';
import { dashboardTexts } from './i18n';

export type PeriodQuery = { from: string; to: string };

/** GET admin/dashboard?from&to (the contract's schema loads with the call, not with the page). */
export const fetchAdminDashboardFx = createEffect(
  async ({ from, to }: PeriodQuery): Promise<AdminDashboardAnswer> => {
    const { adminDashboardAnswerSchema } = await import('shared/contracts/adminDashboard');
    const search = new URLSearchParams({ from, to });
    return request(
      adminDashboardAnswerSchema,
      adminApi.get(`admin/dashboard?${search}`).json(),
      dashboardTexts.t('loadFailed'),
    );
  },
);
