import { attach, combine, createEvent, createStore, sample } from 'effector';
import { $auth, loginRequested } from 'shared/auth';
import { messageOf } from 'shared/http';
import { notifyErrorFx, notifySuccessFx } from 'shared/ui/notify';
import { fetchFavouriteIdsFx, setFavouriteFx } from '../api/userActions';
import { listingTexts } from '../i18n';

// data
const $userId = $auth.map((auth) => (auth.isAuthenticated ? (auth.user?._id ?? null) : null));
export const $favouriteIds = createStore<string[]>([], { sid: 'listing/favourites/favouriteIds' });
const $pendingIds = createStore<string[]>([], { sid: 'listing/favourites/pendingIds' });
export const $favourites = combine($favouriteIds, $pendingIds, (ids, pending) => ({
  ids: new Set(ids),
  pending: new Set(pending),
}));

// UI events
/** Any page that shows hearts: loads the user's favourites once per session. */
export const favouritesNeeded = createEvent();
export const favouriteClicked = createEvent<{ propertyId: string }>();

const loadIdsFx = attach({ effect: fetchFavouriteIdsFx });
const saveFx = attach({ effect: setFavouriteFx });
const $loadedFor = createStore<string | null>(null, { sid: 'listing/favourites/loadedFor' });

// logic
sample({
  clock: [favouritesNeeded, $userId.updates],
  source: { userId: $userId, loadedFor: $loadedFor },
  filter: ({ userId, loadedFor }) => userId !== null && userId !== loadedFor,
  fn: ({ userId }) => userId as string,
  target: loadIdsFx,
});
$loadedFor.on(loadIdsFx.done, (_, { params }) => params).on($userId.updates, () => null);
$favouriteIds.on(loadIdsFx.doneData, (_, ids) => ids).on($userId.updates, () => []);

sample({
  clock: favouriteClicked,
  source: $userId,
  filter: (userId) => userId === null,
  fn: () => ({ reason: listingTexts.t('favourite.loginReason') }),
  target: loginRequested,
});

sample({
  clock: favouriteClicked,
  source: { userId: $userId, ids: $favouriteIds, pending: $pendingIds },
  filter: ({ userId, pending }, { propertyId }) => userId !== null && !pending.includes(propertyId),
  fn: ({ userId, ids }, { propertyId }) => ({
    userId: userId as string,
    propertyId,
    isFavourite: !ids.includes(propertyId),
  }),
  target: saveFx,
});

$pendingIds
  .on(saveFx, (pending, { propertyId }) => [...pending, propertyId])
  .on(saveFx.finally, (pending, { params }) => pending.filter((id) => id !== params.propertyId));

$favouriteIds.on(saveFx.done, (ids, { params, result }) => {
  const without = ids.filter((id) => id !== params.propertyId);
  return result.isFavourite ? [...without, params.propertyId] : without;
});

sample({
  clock: saveFx.done,
  fn: ({ result }) => listingTexts.t(result.isFavourite ? 'favourite.saved' : 'favourite.removed'),
  target: notifySuccessFx,
});
sample({
  clock: saveFx.failData,
  fn: (error) => messageOf(error, listingTexts.t('favourite.failed')),
  target: notifyErrorFx,
});
