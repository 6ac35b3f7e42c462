import { attach, createEvent, createStore, sample } from 'effector';
import type { AdminDashboardAnswer } from 'shared/contracts/adminDashboard';
import { messageOf } from 'shared/http';
import { fetchAdminDashboardFx, type PeriodQuery } from './api';
import { dashboardTexts } from './i18n';

export type AdminDashboardData = Omit<AdminDashboardAnswer, 'isSuccess' | 'message'>;
export type DashboardStatus = 'loading' | 'ready' | 'error';

// data
export const $dashboard = createStore<AdminDashboardData | null>(null, {
  sid: 'admin/dashboard/data',
});
export const $status = createStore<DashboardStatus>('loading', { sid: 'admin/dashboard/status' });
export const $error = createStore('', { sid: 'admin/dashboard/error' });
/** The period last asked for: only its answer lands (a slower answer to an older choice is dropped). */
const $requested = createStore<PeriodQuery | null>(null, { sid: 'admin/dashboard/requested' });

// UI events
/** The page opened, or the period in the URL changed. */
export const periodShown = createEvent<PeriodQuery>();
export const retryClicked = createEvent();

const loadFx = attach({ effect: fetchAdminDashboardFx });
const isLatest = (requested: PeriodQuery | null, params: PeriodQuery) =>
  requested?.from === params.from && requested?.to === params.to;

// logic
$requested.on(periodShown, (_, period) => period);
$status.on([periodShown, retryClicked], () => 'loading');
sample({ clock: periodShown, target: loadFx });
sample({
  clock: retryClicked,
  source: $requested,
  filter: (requested): requested is PeriodQuery => requested !== null,
  target: loadFx,
});

const landed = sample({
  clock: loadFx.done,
  source: $requested,
  filter: (requested, { params }) => isLatest(requested, params),
  fn: (_, { result }) => result,
});
const failed = sample({
  clock: loadFx.fail,
  source: $requested,
  filter: (requested, { params }) => isLatest(requested, params),
  fn: (_, { error }) => messageOf(error, dashboardTexts.t('loadFailed')),
});
$dashboard.on(landed, (_, { isSuccess: _ok, message: _message, ...data }) => data);
$status.on(landed, () => 'ready').on(failed, () => 'error');
$error.on(failed, (_, message) => message).on(landed, () => '');

/** Nothing happened in the period and no listing exists yet: the page says so instead of flat lines. */
export const isEmptyPeriod = (data: AdminDashboardData) =>
  data.totals.newUsers + data.totals.newListings + data.totals.leads === 0 &&
  Object.values(data.listingsByStatus).every((count) => count === 0);
