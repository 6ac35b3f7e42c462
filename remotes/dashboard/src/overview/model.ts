import { attach, createEvent, createStore, sample } from 'effector';
import { $auth } from 'shared/auth';
import type { DashboardAnswer, ExpiringListing } from 'shared/contracts/dashboard';
import { codeOf, messageOf } from 'shared/http';
import { notifyErrorFx, notifySuccessFx } from 'shared/ui/notify';
import { fetchDashboardFx, renewListingFx } from './api';
import { overviewTexts } from './i18n';

export type DashboardData = Omit<DashboardAnswer, 'isSuccess' | 'message'>;
export type DashboardStatus = 'loading' | 'ready' | 'error';
/** A refused renewal, shown beside the expiring listings; `needsPlan` links to the plans page. */
export type RenewProblem = { listingId: string; message: string; needsPlan: boolean };

// data
const $userId = $auth.map((auth) => (auth.isAuthenticated ? (auth.user?._id ?? null) : null));
export const $dashboard = createStore<DashboardData | null>(null, {
  sid: 'dashboard/overview/data',
});
export const $status = createStore<DashboardStatus>('loading', {
  sid: 'dashboard/overview/status',
});
export const $error = createStore('', { sid: 'dashboard/overview/error' });
/** Ids of the listings whose renewal is on its way (their Renew button waits). */
export const $renewing = createStore<string[]>([], { sid: 'dashboard/overview/renewing' });
export const $renewProblem = createStore<RenewProblem | null>(null, {
  sid: 'dashboard/overview/renewProblem',
});

// UI events
export const dashboardOpened = createEvent();
export const retryClicked = createEvent();
export const renewClicked = createEvent<ExpiringListing>();

const loadFx = attach({ effect: fetchDashboardFx });
const renewFx = attach({
  effect: renewListingFx,
  mapParams: (listing: ExpiringListing) => listing._id,
});
/** After a renewal the numbers are read again without the loading state. */
const reloadQuietly = createEvent();

// logic
$status.on([dashboardOpened, retryClicked], () => 'loading');

sample({
  clock: [dashboardOpened, retryClicked, reloadQuietly],
  source: $userId,
  filter: (userId): userId is string => userId !== null,
  target: loadFx,
});
// A session that arrives while no numbers are shown (restored after the page opened, or a new
// login); a page the server rendered already has its user's numbers.
sample({
  clock: $userId.updates,
  source: $dashboard,
  filter: (dashboard, userId): userId is string => dashboard === null && userId !== null,
  fn: (_, userId) => userId as string,
  target: loadFx,
});

// Another user's numbers never show: they go when the session ends. (Not on a session restored
// into a page the server rendered for that same user: hydration needs the numbers it came with.)
$dashboard.reset($userId.updates.filter({ fn: (userId) => userId === null }));
$dashboard.on(loadFx.doneData, (_, { isSuccess: _ok, message: _message, ...data }) => data);
$status.on(loadFx.done, () => 'ready').on(loadFx.fail, () => 'error');
$error
  .on(loadFx.failData, (_, error) => messageOf(error, overviewTexts.t('loadFailed')))
  .on(loadFx.done, () => '');

sample({
  clock: renewClicked,
  source: $renewing,
  filter: (renewing, listing) => !renewing.includes(listing._id),
  fn: (_, listing) => listing,
  target: renewFx,
});
$renewing
  .on(renewFx, (ids, listing) => [...ids, listing._id])
  .on(renewFx.finally, (ids, { params }) => ids.filter((id) => id !== params._id));
$renewProblem.on(renewFx, () => null);

sample({
  clock: renewFx.done,
  fn: ({ params }) => overviewTexts.t('renewed', { title: params.title }),
  target: notifySuccessFx,
});
sample({ clock: renewFx.done, target: reloadQuietly });

/**
 * A 409 is the api saying why (no active plan, or not renewable yet); without a plan on the
 * dashboard the way forward is the plans page. Anything else is a toast.
 */
sample({
  clock: renewFx.fail,
  source: $dashboard,
  filter: (_, { error }) => codeOf(error) === 'CONFLICT',
  fn: (dashboard, { params, error }): RenewProblem => {
    const needsPlan = !dashboard?.plan;
    return {
      listingId: params._id,
      needsPlan,
      message: needsPlan
        ? overviewTexts.t('renewNeedsPlan')
        : messageOf(error, overviewTexts.t('renewFailed')),
    };
  },
  target: $renewProblem,
});
sample({
  clock: renewFx.fail,
  filter: ({ error }) => codeOf(error) !== 'CONFLICT',
  fn: ({ error }) => messageOf(error, overviewTexts.t('renewFailed')),
  target: notifyErrorFx,
});

/** No listing at all yet: the page greets the owner with Post Property instead of zeros. */
export const isEmptyDashboard = (dashboard: DashboardData) =>
  Object.values(dashboard.listingsByStatus).every((count) => count === 0);
