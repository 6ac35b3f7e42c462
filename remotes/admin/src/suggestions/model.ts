import { createEffect, createEvent, createStore, sample } from 'effector';
import type { AdminSuggestion } from 'shared/contracts/adminSuggestions';
import type { ApiFailure } from 'shared/http';
import { notifyErrorFx, notifySuccessFx } from 'shared/ui/notify';
import { createAdminListModel } from '../table/listModel';
import type { AdminListQuery } from '../table/types';
import * as api from './api';
import { suggestionsTexts } from './i18n';

const messageOf = (failure: unknown): string => {
  const message = (failure as Partial<ApiFailure> | null)?.message;
  return typeof message === 'string' && message ? message : suggestionsTexts.t('unknownProblem');
};

export const suggestionsList = createAdminListModel<AdminSuggestion, AdminListQuery<never>>({
  name: 'suggestions',
  fetch: api.fetchSuggestions,
});

// effects
export const saveSuggestionFx = createEffect(
  ({ id, searchText }: { id: string | null; searchText: string }) =>
    api.saveSuggestion(id, searchText),
);
export const deleteSuggestionFx = createEffect(api.deleteSuggestion);
export const reorderSuggestionsFx = createEffect(api.reorderSuggestions);

// UI events
/** null: a new suggestion. */
export const formOpened = createEvent<AdminSuggestion | null>();
export const formClosed = createEvent();
export const formSubmitted = createEvent<string>();
export const deleteAsked = createEvent<AdminSuggestion>();
export const deleteCancelled = createEvent();
export const deleteConfirmed = createEvent();
/** A row moved one place up or down the header's order (within the page shown). */
export const rowMoved = createEvent<{ id: string; offset: -1 | 1 }>();
export const dragOpened = createEvent();
export const dragClosed = createEvent();
/** The page's suggestions in the order they were dragged into. */
export const dragSaved = createEvent<string[]>();

// data
export const $form = createStore<{ row: AdminSuggestion | null } | null>(null);
export const $formError = createStore<string | null>(null);
export const $deleting = createStore<AdminSuggestion | null>(null);
export const $dragging = createStore(false);

// logic
$form.on(formOpened, (_, row) => ({ row })).reset(formClosed, saveSuggestionFx.done);
$formError
  .on(saveSuggestionFx.failData, (_, error) => messageOf(error))
  .reset(formOpened, formClosed, saveSuggestionFx);
sample({
  clock: formSubmitted,
  source: $form,
  filter: Boolean,
  fn: (form, searchText) => ({ id: form.row?._id ?? null, searchText }),
  target: saveSuggestionFx,
});
sample({
  clock: saveSuggestionFx.done,
  fn: () => suggestionsTexts.t('saved'),
  target: notifySuccessFx,
});

$deleting.on(deleteAsked, (_, row) => row).reset(deleteCancelled, deleteSuggestionFx.done);
sample({
  clock: deleteConfirmed,
  source: $deleting,
  filter: Boolean,
  fn: (row) => row._id,
  target: deleteSuggestionFx,
});
sample({
  clock: deleteSuggestionFx.done,
  fn: () => suggestionsTexts.t('deleted'),
  target: notifySuccessFx,
});

/**
 * The two ids to send for moving `id` one place: the lower row first when moving up (they swap
 * the two places they hold). null at either end of the page.
 */
export function swappedPair(rows: AdminSuggestion[], id: string, offset: -1 | 1): string[] | null {
  const at = rows.findIndex((row) => row._id === id);
  const other = rows[at + offset];
  if (at < 0 || !other) return null;
  return offset === -1 ? [id, other._id] : [other._id, id];
}
const pair = sample({
  clock: rowMoved,
  source: suggestionsList.$rows,
  fn: (rows, { id, offset }) => swappedPair(rows, id, offset),
});
sample({
  clock: pair,
  filter: (ids): ids is string[] => ids !== null,
  target: reorderSuggestionsFx,
});

$dragging.on(dragOpened, () => true).reset(dragClosed, reorderSuggestionsFx.done);
sample({ clock: dragSaved, target: reorderSuggestionsFx });
sample({
  clock: reorderSuggestionsFx.done,
  fn: () => suggestionsTexts.t('orderSaved'),
  target: notifySuccessFx,
});

// After every write the page is read again (the server's order and weights).
sample({
  clock: [
    saveSuggestionFx.done,
    deleteSuggestionFx.done,
    reorderSuggestionsFx.done,
    reorderSuggestionsFx.fail,
  ],
  target: suggestionsList.refreshed,
});
sample({
  clock: [deleteSuggestionFx.failData, reorderSuggestionsFx.failData],
  fn: messageOf,
  target: notifyErrorFx,
});
