import { attach, createEvent, createStore, sample } from 'effector';
import type { AdminCoupon } from 'shared/contracts/adminCoupons';
import type { Plan } from 'shared/contracts/subscriptions';
import { messageOf } from 'shared/http';
import { notifyErrorFx, notifySuccessFx } from 'shared/ui/notify';
import { createAdminListModel } from '../table/listModel';
import { fetchCoupons, fetchPaidPlansFx, type SaveCouponRequest, saveCouponFx } from './api';
import { type CouponFormValues, couponBody } from './couponForm';
import { couponsTexts } from './i18n';

export const couponsList = createAdminListModel({ name: 'adminCoupons', fetch: fetchCoupons });

/** The Create / Edit dialog: closed, a new coupon, or the coupon being edited. */
export type Editor = { mode: 'create' } | { mode: 'edit'; coupon: AdminCoupon } | null;

// UI events
export const screenOpened = createEvent();
export const createClicked = createEvent();
export const editClicked = createEvent<AdminCoupon>();
export const editorClosed = createEvent();
export const formSubmitted = createEvent<CouponFormValues>();
/** Deactivate asks first; reactivating needs no confirmation. */
export const deactivateClicked = createEvent<AdminCoupon>();
export const deactivateCancelled = createEvent();
export const deactivateConfirmed = createEvent();
export const reactivateClicked = createEvent<AdminCoupon>();

const saveFx = attach({ effect: saveCouponFx });
const toggleFx = attach({ effect: saveCouponFx });
const loadPlansFx = attach({ effect: fetchPaidPlansFx });

// data
export const $plans = createStore<Plan[]>([]).on(loadPlansFx.doneData, (_, plans) => plans);
export const $editor = createStore<Editor>(null)
  .on(createClicked, () => ({ mode: 'create' }))
  .on(editClicked, (_, coupon) => ({ mode: 'edit', coupon }))
  .reset([editorClosed, saveFx.done]);
export const $saveError = createStore<string | null>(null)
  .on(saveFx.failData, (_, error) => messageOf(error, couponsTexts.t('saveFailed')))
  .reset([createClicked, editClicked, editorClosed, saveFx]);
export const $saving = saveFx.pending;
export const $confirming = createStore<AdminCoupon | null>(null)
  .on(deactivateClicked, (_, coupon) => coupon)
  .reset([deactivateCancelled, toggleFx.finally]);
export const $toggling = toggleFx.pending;

// logic
sample({
  clock: screenOpened,
  source: $plans,
  filter: (plans) => plans.length === 0,
  target: loadPlansFx,
});
sample({
  clock: formSubmitted,
  source: $editor,
  filter: Boolean,
  fn: (editor, form): SaveCouponRequest => ({
    id: editor.mode === 'edit' ? editor.coupon._id : null,
    body: couponBody(form),
  }),
  target: saveFx,
});
sample({
  clock: deactivateConfirmed,
  source: $confirming,
  filter: Boolean,
  fn: (coupon): SaveCouponRequest => ({ id: coupon._id, body: { active: false } }),
  target: toggleFx,
});
sample({
  clock: reactivateClicked,
  fn: (coupon): SaveCouponRequest => ({ id: coupon._id, body: { active: true } }),
  target: toggleFx,
});

sample({
  clock: saveFx.done,
  fn: ({ params }) => couponsTexts.t(params.id ? 'saved' : 'created'),
  target: notifySuccessFx,
});
sample({
  clock: toggleFx.done,
  fn: ({ result }) => couponsTexts.t(result.active ? 'reactivated' : 'deactivated'),
  target: notifySuccessFx,
});
sample({
  clock: toggleFx.failData,
  fn: (error) => messageOf(error, couponsTexts.t('saveFailed')),
  target: notifyErrorFx,
});
sample({ clock: [saveFx.done, toggleFx.done], target: couponsList.refreshed });
sample({
  clock: loadPlansFx.failData,
  fn: (error) => messageOf(error, couponsTexts.t('plansFailed')),
  target: notifyErrorFx,
});
