import { attach, createEvent, createStore, sample } from 'effector';
import type { ListingCard } from 'shared/contracts/listings';
import { fetchRecentFx } from '../api/listings';

export type RecentStatus = 'idle' | 'loading' | 'ready' | 'error';

// data
export const $recent = createStore<ListingCard[]>([], { sid: 'listing/recent/recent' });
export const $recentStatus = createStore<RecentStatus>('idle', {
  sid: 'listing/recent/recentStatus',
});

// UI events
export const recentShown = createEvent();
export const recentRetryClicked = createEvent();

const loadFx = attach({ effect: fetchRecentFx });

// logic
sample({
  clock: recentShown,
  source: $recentStatus,
  // Once per visit: the home page remounting (back from a detail page) reuses the row.
  filter: (status) => status === 'idle' || status === 'error',
  target: loadFx,
});
sample({ clock: recentRetryClicked, target: loadFx });

$recent.on(loadFx.doneData, (_, cards) => cards);
$recentStatus
  .on(loadFx, () => 'loading')
  .on(loadFx.done, () => 'ready')
  .on(loadFx.fail, () => 'error');
