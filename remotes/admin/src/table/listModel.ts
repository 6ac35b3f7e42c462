import {
  combine,
  createEffect,
  createEvent,
  createStore,
  type EventCallable,
  sample,
} from 'effector';
import type { AdminPage } from 'shared/contracts/adminLists';
import { isApiFailure } from 'shared/http';
import { tableTexts } from './i18n';
import type { ListStatus } from './types';

export type AdminListModelOptions<Row, Query> = {
  /** For effector's names (devtools, errors). */
  name: string;
  fetch: (query: Query) => Promise<AdminPage<Row>>;
};

/** The api's message (it says what to do); anything else (no network, a bug) gets ours. */
const messageOf = (failure: unknown): string =>
  isApiFailure(failure) && failure.message ? failure.message : tableTexts.t('loadFailed');

/**
 * The state of one server-paged admin list. Only the latest request's answer lands (a slow
 * answer to an older query is dropped); rows stay while the next page loads.
 */
export function createAdminListModel<Row, Query>({
  name,
  fetch,
}: AdminListModelOptions<Row, Query>) {
  const queryChanged = createEvent<Query>({ name: `${name}.queryChanged` });
  /** Try the current query again after a failure. */
  const retried = createEvent({ name: `${name}.retried` });
  /** Fetch the current query again (after an action changed rows). */
  const refreshed = createEvent({ name: `${name}.refreshed` });
  const selectionChanged = createEvent<string[]>({ name: `${name}.selectionChanged` });

  /** Each call gets its own params object: that object tells whose answer arrived. */
  const fetchFx = createEffect<Query, AdminPage<Row>>({ name: `${name}.fetchFx`, handler: fetch });

  const $query = createStore<Query | null>(null, { name: `${name}.$query` }).on(
    queryChanged,
    (_, query) => query,
  );
  const $latest = createStore<Query | null>(null, { serialize: 'ignore' });
  const $page = createStore<AdminPage<Row> | null>(null);
  const $status = createStore<ListStatus>('idle', { name: `${name}.$status` });
  const $error = createStore<string | null>(null, { name: `${name}.$error` });
  const $selected = createStore<string[]>([], { name: `${name}.$selected` })
    .on(selectionChanged, (_, ids) => ids)
    .reset(queryChanged);

  const requested = createEvent<Query>({ name: `${name}.requested` });
  sample({
    clock: [queryChanged, retried, refreshed],
    source: $query,
    filter: (query: Query | null) => query !== null,
    fn: (query: Query | null) => (typeof query === 'object' ? { ...query } : query) as Query,
    target: requested,
  });
  $latest.on(requested, (_, query) => query);
  sample({ clock: requested, target: fetchFx as unknown as EventCallable<Query> });
  $status.on(requested, () => 'loading');

  const landed = sample({
    clock: fetchFx.done,
    source: $latest,
    filter: (latest, { params }) => latest === params,
    fn: (_, { result }) => result,
  });
  const failed = sample({
    clock: fetchFx.fail,
    source: $latest,
    filter: (latest, { params }) => latest === params,
    fn: (_, { error }) => messageOf(error),
  });
  $page.on(landed, (_, page) => page);
  $status.on(landed, () => 'ready').on(failed, () => 'error');
  $error.on(failed, (_, message) => message).reset(landed);

  const $rows = $page.map((page) => page?.data ?? []);
  const $total = $page.map((page) => page?.total ?? 0);
  const $totalCapped = $page.map((page) => page?.totalCapped ?? false);
  const $loading = combine($status, (status) => status === 'loading');

  return {
    queryChanged,
    retried,
    refreshed,
    fetchFx,
    $query,
    $rows,
    $total,
    $totalCapped,
    $status,
    $error,
    $loading,
    selection: { $selected, selectionChanged },
  };
}

export type AdminListModel<Row, Query> = ReturnType<typeof createAdminListModel<Row, Query>>;
