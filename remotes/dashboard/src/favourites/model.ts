import { attach, createEvent, createStore, sample } from 'effector';
import { $auth } from 'shared/auth';
import type { Favourite } from 'shared/contracts/favourites';
import { messageOf } from 'shared/http';
import { notifyErrorFx, notifySuccessFx } from 'shared/ui/notify';
import { type FavouritesRequest, fetchFavouritesFx, removeFavouriteFx } from './api';
import { favouritesTexts } from './i18n';

/** Two rows of three cards on a wide screen, a short scroll on a phone. */
export const FAVOURITES_PAGE_SIZE = 12;

export type FavouritesPageQuery = { title: string; page: number };
export type FavouritesStatus = 'loading' | 'ready' | 'error';

// data
const $userId = $auth.map((auth) => (auth.isAuthenticated ? (auth.user?._id ?? null) : null));
const $query = createStore<FavouritesPageQuery | null>(null, { sid: 'dashboard/favourites/query' });
export const $favourites = createStore<Favourite[]>([], { sid: 'dashboard/favourites/items' });
export const $total = createStore(0, { sid: 'dashboard/favourites/total' });
export const $status = createStore<FavouritesStatus>('loading', {
  sid: 'dashboard/favourites/status',
});
export const $error = createStore('', { sid: 'dashboard/favourites/error' });
/** Favourites whose removal is on its way: hidden at once, put back if it fails. */
const $removing = createStore<Favourite[]>([], { sid: 'dashboard/favourites/removing' });

// UI events
/** The page's URL (title search and page) changed, or the page opened. */
export const favouritesQueryChanged = createEvent<FavouritesPageQuery>();
export const retryClicked = createEvent();
export const removeClicked = createEvent<Favourite>();

const loadFx = attach({ effect: fetchFavouritesFx });
/** After a removal the page is read again quietly (the next page's first card moves up). */
const reloadQuietly = createEvent();

// logic
$query.on(favouritesQueryChanged, (_, query) => query);
$status.on([favouritesQueryChanged, retryClicked], () => 'loading');

sample({
  clock: [favouritesQueryChanged, retryClicked, reloadQuietly, $userId.updates],
  source: { userId: $userId, query: $query },
  filter: ({ userId, query }) => userId !== null && query !== null,
  fn: ({ userId, query }): FavouritesRequest => ({
    userId: userId as string,
    title: (query as FavouritesPageQuery).title,
    page: (query as FavouritesPageQuery).page,
    limit: FAVOURITES_PAGE_SIZE,
  }),
  target: loadFx,
});

/** Only the answer for the page now shown counts (a slow earlier answer is dropped). */
const loaded = sample({
  clock: loadFx.done,
  source: $query,
  filter: (query, { params }) => query?.title === params.title && query?.page === params.page,
  fn: (_, { result }) => result,
});
const failed = sample({
  clock: loadFx.fail,
  source: $query,
  filter: (query, { params }) => query?.title === params.title && query?.page === params.page,
  fn: (_, { error }) => messageOf(error, favouritesTexts.t('loadFailed')),
});

sample({
  clock: loaded,
  source: $removing,
  fn: (removing, answer) =>
    answer.data.filter((item) => !removing.some((gone) => gone._id === item._id)),
  target: $favourites,
});
sample({
  clock: loaded,
  source: $removing,
  fn: (removing, answer) => Math.max(0, answer.total - removing.length),
  target: $total,
});
$status.on(loaded, () => 'ready').on(failed, () => 'error');
$error.on(failed, (_, message) => message).on(loaded, () => '');

// Remove: hidden at once, then the call; a failure puts it back where it was.
type Removal = { userId: string; favourite: Favourite; index: number };
const removeFx = attach({
  effect: removeFavouriteFx,
  mapParams: ({ userId, favourite }: Removal) => ({ userId, favouriteId: favourite._id }),
});

sample({
  clock: removeClicked,
  source: { userId: $userId, removing: $removing, items: $favourites },
  filter: ({ userId, removing }, favourite) =>
    userId !== null && !removing.some((item) => item._id === favourite._id),
  fn: ({ userId, items }, favourite): Removal => ({
    userId: userId as string,
    favourite,
    index: items.findIndex((item) => item._id === favourite._id),
  }),
  target: removeFx,
});

$removing
  .on(removeFx, (removing, { favourite }) => [...removing, favourite])
  .on(removeFx.finally, (removing, { params }) =>
    removing.filter((item) => item._id !== params.favourite._id),
  );
$favourites
  .on(removeFx, (items, { favourite }) => items.filter((item) => item._id !== favourite._id))
  .on(removeFx.fail, (items, { params: { favourite, index } }) => {
    if (items.some((item) => item._id === favourite._id)) return items;
    const at = Math.min(Math.max(index, 0), items.length);
    return [...items.slice(0, at), favourite, ...items.slice(at)];
  });
$total.on(removeFx, (total) => Math.max(0, total - 1)).on(removeFx.fail, (total) => total + 1);

sample({
  clock: removeFx.done,
  fn: ({ params }) => favouritesTexts.t('removed', { title: titleOf(params.favourite) }),
  target: notifySuccessFx,
});
sample({
  clock: removeFx.failData,
  fn: (error) => messageOf(error, favouritesTexts.t('removeFailed')),
  target: notifyErrorFx,
});
sample({ clock: removeFx.done, target: reloadQuietly });

/** The listing's title now, or as it was saved when the listing is gone. */
export function titleOf(favourite: Favourite): string {
  return favourite.property?.title ?? favourite.titleAtSave ?? favouritesTexts.t('removedListing');
}
