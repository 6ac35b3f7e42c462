import { createEffect } from 'effector';
import type { AdminCoupon } from 'shared/contracts/adminCoupons';
import type { AdminPage } from 'shared/contracts/adminLists';
import { FREE_PLAN_CODE, type Plan } from 'shared/contracts/subscriptions';
import { adminApi, request } from 'shared/http';
import { fetchAdminPage } from '../table/fetchPage';
import type { AdminListQuery } from '../table/types';
import type { couponBody } from './couponForm';
import { couponsTexts } from './i18n';

const contracts = () => import('shared/contracts/adminCoupons');
export type CouponBody = ReturnType<typeof couponBody>;
export type CouponsQuery = AdminListQuery<'status'>;

/** GET admin/coupons?page&limit&sort&dir&search&status */
export function fetchCoupons(query: CouponsQuery): Promise<AdminPage<AdminCoupon>> {
  return fetchAdminPage(
    'admin/coupons',
    query,
    async () => (await contracts()).adminCouponsAnswerSchema,
    couponsTexts.t('loadFailed'),
  ) as Promise<AdminPage<AdminCoupon>>;
}

/** The paid plans a coupon may apply to (GET subscription/plans, public). */
export const fetchPaidPlansFx = createEffect(async (): Promise<Plan[]> => {
  const { plansAnswerSchema } = await import('shared/contracts/subscriptions');
  const answer = await request(
    plansAnswerSchema,
    adminApi.get('subscription/plans').json(),
    couponsTexts.t('plansFailed'),
  );
  return answer.plans.filter((plan) => plan.code !== FREE_PLAN_CODE && plan.priceRupees > 0);
});

export type SaveCouponRequest = {
  id: string | null;
  body: Partial<CouponBody> & { active?: boolean };
};

/** POST admin/coupons (id null) or PATCH admin/coupons/{id}: the coupon as the server has it. */
export const saveCouponFx = createEffect(
  async ({ id, body }: SaveCouponRequest): Promise<AdminCoupon> => {
    const { adminCouponAnswerSchema } = await contracts();
    const call = id
      ? adminApi.patch(body, `admin/coupons/${encodeURIComponent(id)}`).json()
      : adminApi.post(body, 'admin/coupons').json();
    const answer = await request(adminCouponAnswerSchema, call, couponsTexts.t('saveFailed'));
    return answer.coupon;
  },
);
