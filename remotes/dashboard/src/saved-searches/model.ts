import { attach, createEvent, createStore, sample } from 'effector';
import type { SavedSearch, UpdateSavedSearchBody } from 'shared/contracts/savedSearches';
import { messageOf } from 'shared/http';
import { notifyErrorFx, notifySuccessFx } from 'shared/ui/notify';
import { deleteSavedSearchFx, fetchSavedSearchesFx, updateSavedSearchFx } from './api';
import { savedSearchesTexts } from './i18n';

export type SavedSearchesStatus = 'loading' | 'ready' | 'error';

// data
export const $savedSearches = createStore<SavedSearch[]>([], {
  sid: 'dashboard/savedSearches/items',
});
export const $status = createStore<SavedSearchesStatus>('loading', {
  sid: 'dashboard/savedSearches/status',
});
export const $error = createStore('', { sid: 'dashboard/savedSearches/error' });
/** Saved searches with a change or delete on its way (their buttons wait). */
export const $pendingIds = createStore<string[]>([], { sid: 'dashboard/savedSearches/pending' });

// UI events
export const savedSearchesOpened = createEvent();
export const retryClicked = createEvent();
export const changeRequested = createEvent<{ id: string; body: UpdateSavedSearchBody }>();
export const deleteConfirmed = createEvent<string>();

const loadFx = attach({ effect: fetchSavedSearchesFx });
const updateFx = attach({ effect: updateSavedSearchFx });
const deleteFx = attach({ effect: deleteSavedSearchFx });

// logic
$status.on([savedSearchesOpened, retryClicked], () => 'loading');
sample({ clock: [savedSearchesOpened, retryClicked], target: loadFx });
$savedSearches.on(loadFx.doneData, (_, items) => items);
$status.on(loadFx.done, () => 'ready').on(loadFx.fail, () => 'error');
$error
  .on(loadFx.failData, (_, error) => messageOf(error, savedSearchesTexts.t('loadFailed')))
  .on(loadFx.done, () => '');

sample({
  clock: changeRequested,
  source: $pendingIds,
  filter: (pending, { id }) => !pending.includes(id),
  fn: (_, change) => change,
  target: updateFx,
});
sample({
  clock: deleteConfirmed,
  source: $pendingIds,
  filter: (pending, id) => !pending.includes(id),
  fn: (_, id) => id,
  target: deleteFx,
});

$pendingIds
  .on(updateFx, (pending, { id }) => [...pending, id])
  .on(deleteFx, (pending, id) => [...pending, id])
  .on(updateFx.finally, (pending, { params }) => pending.filter((id) => id !== params.id))
  .on(deleteFx.finally, (pending, { params }) => pending.filter((id) => id !== params));

$savedSearches
  .on(updateFx.doneData, (items, updated) =>
    items.map((item) => (item._id === updated._id ? updated : item)),
  )
  .on(deleteFx.done, (items, { params }) => items.filter((item) => item._id !== params));

sample({
  clock: updateFx.done,
  fn: ({ params, result }) => {
    const { body } = params;
    if (body.paused !== undefined) {
      return savedSearchesTexts.t(body.paused ? 'paused' : 'resumed', { name: result.name });
    }
    if (body.alerts !== undefined) {
      return savedSearchesTexts.t(
        body.alerts === 'instant' ? 'alertsInstantSet' : 'alertsDailySet',
        { name: result.name },
      );
    }
    return savedSearchesTexts.t('renamed', { name: result.name });
  },
  target: notifySuccessFx,
});
sample({
  clock: deleteFx.done,
  fn: () => savedSearchesTexts.t('deleted'),
  target: notifySuccessFx,
});
sample({
  clock: updateFx.failData,
  fn: (error) => messageOf(error, savedSearchesTexts.t('updateFailed')),
  target: notifyErrorFx,
});
sample({
  clock: deleteFx.failData,
  fn: (error) => messageOf(error, savedSearchesTexts.t('deleteFailed')),
  target: notifyErrorFx,
});
