import { attach, createEvent, createStore, sample } from 'effector';
import { $auth, currentUserRefreshRequested } from 'shared/auth';
import type { OwnerListing } from 'shared/contracts/ownerListings';
import { codeOf, messageOf } from 'shared/http';
import { navigateFx } from 'shared/navigation';
import { notifyErrorFx, notifyInfoFx, notifySuccessFx } from 'shared/ui/notify';
import {
  deleteListingFx,
  fetchOpenDraftFx,
  fetchOwnerListingsFx,
  type ListingsRequest,
  renewListingFx,
  setListingStatusFx,
} from './api';
import { propertiesTexts } from './i18n';

export const LISTINGS_PAGE_SIZE = 10;
export const PLAN_PAGE = '/subscriptions/plan';

export type ListingsQuery = { search: string; status: OwnerListing['status'] | null; page: number };
export type ListingsStatus = 'loading' | 'ready' | 'error';

// data
const $userId = $auth.map((auth) => (auth.isAuthenticated ? (auth.user?._id ?? null) : null));
const $query = createStore<ListingsQuery | null>(null, { sid: 'dashboard/properties/query' });
export const $listings = createStore<OwnerListing[]>([], { sid: 'dashboard/properties/items' });
export const $total = createStore(0, { sid: 'dashboard/properties/total' });
export const $status = createStore<ListingsStatus>('loading', {
  sid: 'dashboard/properties/status',
});
export const $error = createStore('', { sid: 'dashboard/properties/error' });
/** The owner's open new-listing draft (shown above the table), or null. */
export const $openDraft = createStore<{ updatedAt: string } | null>(null, {
  sid: 'dashboard/properties/openDraft',
});
/** The listing whose deletion waits for the owner's confirmation. */
export const $confirmingDelete = createStore<OwnerListing | null>(null, {
  sid: 'dashboard/properties/confirmingDelete',
});
/** Listings with a change on its way (their buttons wait). */
export const $busyIds = createStore<string[]>([], { sid: 'dashboard/properties/busy' });

// UI events
/** The page's URL (search, status, page) changed, or the page opened. */
export const listingsQueryChanged = createEvent<ListingsQuery>();
export const retryClicked = createEvent();
export const markClosedClicked = createEvent<OwnerListing>();
export const renewClicked = createEvent<OwnerListing>();
export const deleteClicked = createEvent<OwnerListing>();
export const deleteCancelled = createEvent();
export const deleteConfirmed = createEvent();

// The list's own changes (spec section 4): delete removes the record with that _id, update replaces it.
export const listingRemoved = createEvent<string>();
export const listingUpdated = createEvent<Pick<OwnerListing, '_id'> & Partial<OwnerListing>>();

const loadFx = attach({ effect: fetchOwnerListingsFx });
const loadDraftFx = attach({ effect: fetchOpenDraftFx });
const closeFx = attach({ effect: setListingStatusFx });
const renewFx = attach({ effect: renewListingFx });
const deleteFx = attach({ effect: deleteListingFx });
const reloadQuietly = createEvent();

// logic: loading
$query.on(listingsQueryChanged, (_, query) => query);
$status.on([listingsQueryChanged, retryClicked], () => 'loading');

sample({
  clock: [listingsQueryChanged, retryClicked, reloadQuietly, $userId.updates],
  source: { userId: $userId, query: $query },
  filter: ({ userId, query }) => userId !== null && query !== null,
  fn: ({ userId, query }): ListingsRequest => ({
    userId: userId as string,
    search: (query as ListingsQuery).search,
    status: (query as ListingsQuery).status,
    page: (query as ListingsQuery).page,
    limit: LISTINGS_PAGE_SIZE,
  }),
  target: loadFx,
});
sample({ clock: [listingsQueryChanged, retryClicked], target: loadDraftFx });
$openDraft.on(loadDraftFx.doneData, (_, draft) => draft);

const sameQuery = (query: ListingsQuery | null, params: ListingsRequest) =>
  query?.search === params.search && query.status === params.status && query.page === params.page;

/** Only the answer for the page now shown counts (a slow earlier answer is dropped). */
const loaded = sample({
  clock: loadFx.done,
  source: $query,
  filter: (query, { params }) => sameQuery(query, params),
  fn: (_, { result }) => result,
});
const failed = sample({
  clock: loadFx.fail,
  source: $query,
  filter: (query, { params }) => sameQuery(query, params),
  fn: (_, { error }) => messageOf(error, propertiesTexts.t('loadFailed')),
});
$listings.on(loaded, (_, answer) => answer.data);
$total.on(loaded, (_, answer) => answer.total);
$status.on(loaded, () => 'ready').on(failed, () => 'error');
$error.on(failed, (_, message) => message).on(loaded, () => '');

// logic: the list's record semantics
$listings
  .on(listingRemoved, (items, id) => items.filter((item) => item._id !== id))
  .on(listingUpdated, (items, change) =>
    items.map((item) => (item._id === change._id ? { ...item, ...change } : item)),
  );
$total.on(listingRemoved, (total) => Math.max(0, total - 1));

const busy = (id: string) => (ids: string[]) => [...ids, id];
const done = (id: string) => (ids: string[]) => ids.filter((other) => other !== id);
const notBusy = (ids: string[], listing: OwnerListing) => !ids.includes(listing._id);

// logic: mark sold or rented (by listing type)
sample({
  clock: markClosedClicked,
  source: $busyIds,
  filter: notBusy,
  fn: (_, listing) => ({
    id: listing._id,
    status: listing.listingType === 'sale' ? ('sold' as const) : ('rented' as const),
  }),
  target: closeFx,
});
$busyIds.on(closeFx, (ids, { id }) => busy(id)(ids));
$busyIds.on(closeFx.finally, (ids, { params }) => done(params.id)(ids));
sample({
  clock: closeFx.doneData,
  fn: (property) => ({ _id: property._id, status: property.status, updatedAt: property.updatedAt }),
  target: listingUpdated,
});
sample({
  clock: closeFx.doneData,
  fn: (property) =>
    propertiesTexts.t(property.status === 'sold' ? 'markedSold' : 'markedRented', {
      title: property.title,
    }),
  target: notifySuccessFx,
});

// logic: renew
sample({
  clock: renewClicked,
  source: $busyIds,
  filter: notBusy,
  fn: (_, l) => l._id,
  target: renewFx,
});
$busyIds.on(renewFx, (ids, id) => busy(id)(ids));
$busyIds.on(renewFx.finally, (ids, { params }) => done(params)(ids));
sample({
  clock: renewFx.doneData,
  fn: (property) => ({ _id: property._id, status: property.status, expiresAt: property.expiresAt }),
  target: listingUpdated,
});
sample({ clock: renewFx.done, fn: () => propertiesTexts.t('renewed'), target: notifySuccessFx });
const noPlan = sample({
  clock: renewFx.failData,
  filter: (error) => codeOf(error) === 'NO_SUBSCRIPTION',
  fn: (error) => messageOf(error, propertiesTexts.t('renewNeedsPlan')),
});
sample({ clock: noPlan, target: notifyInfoFx });
sample({
  clock: noPlan,
  fn: (reason) => ({ to: PLAN_PAGE, state: { reason, code: 'NO_SUBSCRIPTION' } }),
  target: navigateFx,
});
sample({
  clock: renewFx.failData,
  filter: (error) => codeOf(error) !== 'NO_SUBSCRIPTION',
  fn: (error) => messageOf(error, propertiesTexts.t('renewFailed')),
  target: notifyErrorFx,
});

// logic: delete, after a confirmation
$confirmingDelete
  .on(deleteClicked, (_, listing) => listing)
  .on([deleteCancelled, deleteFx.finally], () => null);
sample({
  clock: deleteConfirmed,
  source: { listing: $confirmingDelete, busyIds: $busyIds },
  filter: ({ listing, busyIds }) => listing !== null && !busyIds.includes(listing._id),
  fn: ({ listing }) => (listing as OwnerListing)._id,
  target: deleteFx,
});
$busyIds.on(deleteFx, (ids, id) => busy(id)(ids));
$busyIds.on(deleteFx.finally, (ids, { params }) => done(params)(ids));
sample({ clock: deleteFx.done, fn: ({ params }) => params, target: listingRemoved });
sample({ clock: deleteFx.done, target: reloadQuietly });
sample({ clock: deleteFx.done, fn: () => propertiesTexts.t('deleted'), target: notifySuccessFx });

// A failed change says why and what to do (the api's message, else ours).
sample({
  clock: closeFx.failData,
  fn: (error) => messageOf(error, propertiesTexts.t('statusFailed')),
  target: notifyErrorFx,
});
sample({
  clock: deleteFx.failData,
  fn: (error) => messageOf(error, propertiesTexts.t('deleteFailed')),
  target: notifyErrorFx,
});

// The header's Property List badge (propertyCount) follows deletions and status changes.
sample({ clock: [deleteFx.done, closeFx.done, renewFx.done], target: currentUserRefreshRequested });
