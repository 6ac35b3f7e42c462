import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { $auth, loginRequested } from 'shared/auth';
import type { ListingCard, ListingDetail } from 'shared/contracts/listings';
import { codeOf, messageOf } from 'shared/http';
import { notifyErrorFx, notifySuccessFx } from 'shared/ui/notify';
import { fetchListingFx, fetchSimilarFx } from '../api/listings';
import { requestImagesFx } from '../api/userActions';
import { listingTexts } from '../i18n';
import { countViewFx } from './countView';

export type DetailStatus = 'loading' | 'ready' | 'not-found' | 'error';

// data
export const $propertyId = createStore<string | null>(null, { sid: 'listing/details/propertyId' });
export const $listing = createStore<ListingDetail | null>(null, { sid: 'listing/details/listing' });
export const $status = createStore<DetailStatus>('loading', { sid: 'listing/details/status' });
export const $error = createStore<string | null>(null, { sid: 'listing/details/error' });
export const $similar = createStore<ListingCard[]>([], { sid: 'listing/details/similar' });

// UI events
export const pageOpened = createEvent<string>();
export const retryClicked = createEvent();
export const requestImagesClicked = createEvent();
export const shareClicked = createEvent();
/** The live page showed a listing (after its paint, in the browser only: never on the server). */
export const listingShown = createEvent<string>();

const loadFx = attach({ effect: fetchListingFx });
const loadSimilarFx = attach({ effect: fetchSimilarFx });
const sendImagesRequestFx = attach({ effect: requestImagesFx });
/** The logged-in user's access token (kept current across refreshes), so the api can skip owners. */
const $viewerToken = $auth.map((auth) =>
  auth.isAuthenticated ? (auth.user?.token ?? null) : null,
);
const sendViewFx = attach({
  source: $viewerToken,
  mapParams: (propertyId: string, token) => ({ propertyId, token }),
  effect: countViewFx,
});

/** navigator.share where the device has it (phones), else the link goes to the clipboard. */
export const shareFx = createEffect(
  async ({ title }: { title: string }): Promise<'shared' | 'copied'> => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, url });
      return 'shared';
    }
    await navigator.clipboard.writeText(url);
    return 'copied';
  },
);

// logic
const idChosen = sample({
  clock: pageOpened,
  source: { current: $propertyId, status: $status },
  filter: ({ current, status }, id) => current !== id || status === 'error',
  fn: (_, id) => id,
});
$propertyId.on(idChosen, (_, id) => id);
$listing.on(idChosen, () => null);
$similar.on(idChosen, () => []);

sample({ clock: idChosen, target: [loadFx, loadSimilarFx] });
sample({ clock: retryClicked, source: $propertyId, filter: Boolean, target: loadFx });
sample({ clock: listingShown, target: sendViewFx });

const isCurrent = (id: string | null, { params }: { params: string }) => id === params;

/**
 * No such listing: unknown or inactive (404), or an id that cannot be one (400, e.g. a mistyped
 * link). Retrying cannot help either.
 */
function isUnavailable(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return codeOf(error) === 'NOT_FOUND' || status === 400 || status === 404;
}

const loaded = sample({
  clock: loadFx.done,
  source: $propertyId,
  filter: isCurrent,
  fn: (_, { result }) => result,
});
const failed = sample({
  clock: loadFx.fail,
  source: $propertyId,
  filter: isCurrent,
  fn: (_, { error }) => error,
});

$listing.on(loaded, (_, listing) => listing);
$status
  .on(loadFx, () => 'loading')
  .on(loaded, () => 'ready')
  .on(failed, (_, error) => (isUnavailable(error) ? 'not-found' : 'error'));
$error.on(loadFx, () => null).on(failed, (_, error) => messageOf(error, '') || null);

$similar.on(
  sample({
    clock: loadSimilarFx.done,
    source: $propertyId,
    filter: isCurrent,
    fn: (_, { result }) => result,
  }),
  (_, similar) => similar,
);

const $isLoggedIn = $auth.map((auth) => auth.isAuthenticated);

sample({
  clock: requestImagesClicked,
  source: $isLoggedIn,
  filter: (isLoggedIn) => !isLoggedIn,
  fn: () => ({ reason: listingTexts.t('details.requestImagesLoginReason') }),
  target: loginRequested,
});
sample({
  clock: requestImagesClicked,
  source: { isLoggedIn: $isLoggedIn, id: $propertyId, pending: sendImagesRequestFx.pending },
  filter: ({ isLoggedIn, id, pending }) => isLoggedIn && id !== null && !pending,
  fn: ({ id }) => id as string,
  target: sendImagesRequestFx,
});
sample({
  clock: sendImagesRequestFx.doneData,
  fn: ({ message }) => message || listingTexts.t('details.requestSent'),
  target: notifySuccessFx,
});
sample({
  clock: sendImagesRequestFx.failData,
  fn: (error) => messageOf(error, listingTexts.t('details.requestFailed')),
  target: notifyErrorFx,
});

sample({
  clock: shareClicked,
  source: $listing,
  filter: Boolean,
  fn: (listing) => ({ title: listing.title }),
  target: shareFx,
});
sample({
  clock: shareFx.doneData,
  filter: (outcome) => outcome === 'copied',
  fn: () => listingTexts.t('details.linkCopied'),
  target: notifySuccessFx,
});
sample({
  clock: shareFx.failData,
  // Closing the share sheet is not an error worth a toast.
  filter: (error) => !(error instanceof DOMException && error.name === 'AbortError'),
  fn: () => listingTexts.t('details.shareFailed'),
  target: notifyErrorFx,
});
