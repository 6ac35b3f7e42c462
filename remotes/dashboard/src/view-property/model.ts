import {
  attach,
  createEvent,
  createStore,
  type Effect,
  type StoreWritable,
  sample,
} from 'effector';
import type { InsightsAnswer, OwnerListingViewAnswer } from 'shared/contracts/ownerListings';
import { messageOf } from 'shared/http';
import { fetchInsightsFx, fetchOwnerListingViewFx } from './api';
import { viewPropertyTexts } from './i18n';

export type Load<T> =
  | { kind: 'loading' }
  | { kind: 'ready'; data: T }
  | { kind: 'failed'; message: string }
  /** No such listing of this owner (404), or an id that cannot be one (400): Retry cannot help. */
  | { kind: 'missing' };

// data
const $propertyId = createStore<string | null>(null, { sid: 'dashboard/view-property/id' });
export const $listing = createStore<Load<OwnerListingViewAnswer>>(
  { kind: 'loading' },
  { sid: 'dashboard/view-property/listing' },
);
export const $insights = createStore<Load<InsightsAnswer>>(
  { kind: 'loading' },
  { sid: 'dashboard/view-property/insights' },
);

// UI events
/** The page opened with this ?propertyId (empty when the link had none). */
export const viewPageOpened = createEvent<string>();
export const listingRetryClicked = createEvent();
export const insightsRetryClicked = createEvent();

const loadListingFx = attach({ effect: fetchOwnerListingViewFx });
const loadInsightsFx = attach({ effect: fetchInsightsFx });

const isMissing = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 400;
};
function failure<T>(error: unknown, fallback: string): Load<T> {
  return isMissing(error)
    ? { kind: 'missing' }
    : { kind: 'failed', message: messageOf(error, fallback) };
}

// logic
$propertyId.on(viewPageOpened, (_, id) => id || null);
$listing.on(viewPageOpened, (_, id) => (id ? { kind: 'loading' } : { kind: 'missing' }));
$insights.on(viewPageOpened, () => ({ kind: 'loading' }));

const wanted = sample({ clock: viewPageOpened, filter: (id) => id.length > 0 });
sample({
  clock: [wanted, listingRetryClicked],
  source: $propertyId,
  filter: Boolean,
  target: loadListingFx,
});
sample({
  clock: [wanted, insightsRetryClicked],
  source: $propertyId,
  filter: Boolean,
  target: loadInsightsFx,
});

/**
 * `$load` follows `fx` for the listing shown now: loading, then its answer or its failure
 * (`failedText` when the api gave no message); an answer for another id (a late one) is dropped.
 */
function followLoad<T>(
  $load: StoreWritable<Load<T>>,
  fx: Effect<string, T>,
  failedText: () => string,
): void {
  const current = (id: string | null, { params }: { params: string }) => id === params;
  $load
    .on(fx, () => ({ kind: 'loading' }))
    .on(
      sample({
        clock: fx.done,
        source: $propertyId,
        filter: current,
        fn: (_, { result }) => result,
      }),
      (_, data) => ({ kind: 'ready', data }),
    )
    .on(
      sample({ clock: fx.fail, source: $propertyId, filter: current, fn: (_, { error }) => error }),
      (_, error) => failure(error, failedText()),
    );
}

followLoad($listing, loadListingFx, () => viewPropertyTexts.t('loadFailed'));
followLoad($insights, loadInsightsFx, () => viewPropertyTexts.t('insightsFailed'));
