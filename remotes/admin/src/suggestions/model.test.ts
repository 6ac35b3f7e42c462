import { describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { notifyErrorFx, notifySuccessFx } from 'shared/ui/notify';
import {
  $form,
  $formError,
  deleteAsked,
  deleteConfirmed,
  deleteSuggestionFx,
  formOpened,
  formSubmitted,
  reorderSuggestionsFx,
  rowMoved,
  saveSuggestionFx,
  suggestionsList,
  swappedPair,
} from './model';
import { pageOf, testRows } from './testSuggestions';

const query = { page: 1, limit: 20, sort: 'weight', dir: 'desc' as const };

function scopeWith(save: () => Promise<unknown> = async () => testRows()[0]) {
  const fetch = rs.fn(async () => pageOf(testRows()));
  const saveFx = rs.fn(save);
  const reorder = rs.fn(async () => undefined);
  const remove = rs.fn(async () => undefined);
  const scope = fork({
    handlers: [
      [suggestionsList.fetchFx, fetch],
      [saveSuggestionFx, saveFx],
      [reorderSuggestionsFx, reorder],
      [deleteSuggestionFx, remove],
      [notifySuccessFx, rs.fn(async () => undefined)],
      [notifyErrorFx, rs.fn(async () => undefined)],
    ],
  });
  return { scope, fetch, save: saveFx, reorder, remove };
}

describe('suggestions model', () => {
  it('swappedPair sends the lower of two neighbours first, and nothing past either end', () => {
    const rows = testRows();
    const [a, b, c] = rows.map((row) => row._id);
    expect(swappedPair(rows, b as string, -1)).toEqual([b, a]);
    expect(swappedPair(rows, b as string, 1)).toEqual([c, b]);
    expect(swappedPair(rows, a as string, -1)).toBeNull();
    expect(swappedPair(rows, c as string, 1)).toBeNull();
  });

  it('moves a row by swapping it with its neighbour, then reads the page again', async () => {
    const { scope, fetch, reorder } = scopeWith();
    await allSettled(suggestionsList.queryChanged, { scope, params: query });
    const [a, b] = testRows().map((row) => row._id);
    await allSettled(rowMoved, { scope, params: { id: b as string, offset: -1 } });
    expect(reorder).toHaveBeenCalledWith([b, a]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('adds a suggestion and refreshes the list; a refused one keeps the dialog with the words', async () => {
    const ok = scopeWith();
    await allSettled(suggestionsList.queryChanged, { scope: ok.scope, params: query });
    await allSettled(formOpened, { scope: ok.scope, params: null });
    await allSettled(formSubmitted, { scope: ok.scope, params: 'Baner Pune' });
    expect(ok.save).toHaveBeenCalledWith({ id: null, searchText: 'Baner Pune' });
    expect(ok.scope.getState($form)).toBeNull();
    expect(ok.fetch).toHaveBeenCalledTimes(2);

    const refused = scopeWith(async () => {
      throw { success: false, message: 'The suggestion "Baner Pune" already exists.' };
    });
    const row = testRows()[1] ?? null;
    await allSettled(formOpened, { scope: refused.scope, params: row });
    await allSettled(formSubmitted, { scope: refused.scope, params: 'Baner Pune' });
    expect(refused.save).toHaveBeenCalledWith({ id: row?._id, searchText: 'Baner Pune' });
    expect(refused.scope.getState($form)).toEqual({ row });
    expect(refused.scope.getState($formError)).toBe('The suggestion "Baner Pune" already exists.');
  });

  it('deletes only the row that was asked about, after the confirmation', async () => {
    const { scope, remove } = scopeWith();
    const row = testRows()[2];
    if (!row) throw new Error('no row');
    await allSettled(deleteConfirmed, { scope });
    expect(remove).not.toHaveBeenCalled();
    await allSettled(deleteAsked, { scope, params: row });
    await allSettled(deleteConfirmed, { scope });
    expect(remove).toHaveBeenCalledWith(row._id);
  });
});
