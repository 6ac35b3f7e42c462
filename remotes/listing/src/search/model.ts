import { attach, createEvent, createStore, sample } from 'effector';
import type { ListingCard } from 'shared/contracts/listings';
import { messageOf } from 'shared/http';
import { type SearchRequest, searchListingsFx } from '../api/listings';
import { type ListingQuery, queryKey } from './query';

export type ResultsStatus = 'idle' | 'loading' | 'ready' | 'error';

// data
export const $query = createStore<ListingQuery | null>(null, { sid: 'listing/search/query' });
/** The URL form of the query the results belong to. */
export const $queryKey = createStore<string | null>(null, { sid: 'listing/search/queryKey' });
export const $items = createStore<ListingCard[]>([], { sid: 'listing/search/items' });
export const $total = createStore(0, { sid: 'listing/search/total' });
export const $nextCursor = createStore<string | null>(null, { sid: 'listing/search/nextCursor' });
export const $status = createStore<ResultsStatus>('idle', { sid: 'listing/search/status' });
export const $error = createStore<string | null>(null, { sid: 'listing/search/error' });
export const $loadMoreStatus = createStore<'idle' | 'loading' | 'error'>('idle', {
  sid: 'listing/search/loadMoreStatus',
});

// UI events
/** The page read a query from the URL (on open, and on every URL change incl. back/forward). */
export const queryChanged = createEvent<ListingQuery>();
export const retryClicked = createEvent();
export const loadMoreClicked = createEvent();

const firstPageFx = attach({ effect: searchListingsFx });
const nextPageFx = attach({ effect: searchListingsFx });

// logic
const freshQueryArrived = sample({
  clock: queryChanged,
  source: { key: $queryKey, status: $status },
  // Coming back to the same search (e.g. from a detail page) keeps its results.
  filter: ({ key, status }, query) =>
    key !== queryKey(query) || status === 'error' || status === 'idle',
  fn: (_, query) => query,
});

$query.on(freshQueryArrived, (_, query) => query);
$queryKey.on(freshQueryArrived, (_, query) => queryKey(query));

sample({
  clock: freshQueryArrived,
  fn: (query): SearchRequest => ({ query, cursor: null }),
  target: firstPageFx,
});

sample({
  clock: retryClicked,
  source: $query,
  filter: (query) => query !== null,
  fn: (query): SearchRequest => ({ query: query as ListingQuery, cursor: null }),
  target: firstPageFx,
});

/** A slow answer for an older query must not overwrite a newer one. */
const isCurrent = (key: string | null, { params }: { params: SearchRequest }) =>
  key === queryKey(params.query);

const firstPageLoaded = sample({
  clock: firstPageFx.done,
  source: $queryKey,
  filter: isCurrent,
  fn: (_, { result }) => result,
});
const firstPageFailed = sample({
  clock: firstPageFx.fail,
  source: $queryKey,
  filter: isCurrent,
  fn: (_, { error }) => error,
});

$status
  .on(firstPageFx, () => 'loading')
  .on(firstPageLoaded, () => 'ready')
  .on(firstPageFailed, () => 'error');
$items.on(firstPageLoaded, (_, page) => page.data);
$total.on(firstPageLoaded, (_, page) => page.total);
$nextCursor.on(firstPageLoaded, (_, page) => page.nextCursor).on(firstPageFx, () => null);
$error.on(firstPageFx, () => null).on(firstPageFailed, (_, error) => messageOf(error, '') || null);

sample({
  clock: loadMoreClicked,
  source: { query: $query, cursor: $nextCursor, busy: nextPageFx.pending },
  filter: ({ query, cursor, busy }) => query !== null && cursor !== null && !busy,
  fn: ({ query, cursor }): SearchRequest => ({ query: query as ListingQuery, cursor }),
  target: nextPageFx,
});

const nextPageLoaded = sample({
  clock: nextPageFx.done,
  source: $queryKey,
  filter: isCurrent,
  fn: (_, { result }) => result,
});

$items.on(nextPageLoaded, (items, page) => {
  const seen = new Set(items.map((item) => item._id));
  return [...items, ...page.data.filter((item) => !seen.has(item._id))];
});
$nextCursor.on(nextPageLoaded, (_, page) => page.nextCursor);
$total.on(nextPageLoaded, (_, page) => page.total);
$loadMoreStatus
  .on(nextPageFx, () => 'loading')
  .on(nextPageFx.done, () => 'idle')
  .on(nextPageFx.fail, () => 'error')
  .on(firstPageFx, () => 'idle');
