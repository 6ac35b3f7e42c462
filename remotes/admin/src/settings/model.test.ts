import { describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { notifyErrorFx, notifySuccessFx } from 'shared/ui/notify';
import {
  $editor,
  $saveError,
  $settings,
  editorOpened,
  fetchSettingsFx,
  movedOrder,
  pageMoved,
  pageSubmitted,
  reorderPagesFx,
  savePageFx,
  settingsOpened,
} from './model';
import { page, testSettings } from './testSettings';

function scopeWith(
  overrides: { save?: () => Promise<unknown>; reorder?: () => Promise<void> } = {},
) {
  const fetch = rs.fn(async () => testSettings());
  const save = rs.fn(overrides.save ?? (async () => page(4)));
  const reorder = rs.fn(overrides.reorder ?? (async () => undefined));
  const success = rs.fn(async () => undefined);
  const failure = rs.fn(async () => undefined);
  const scope = fork({
    handlers: [
      [fetchSettingsFx, fetch],
      [savePageFx, save],
      [reorderPagesFx, reorder],
      [notifySuccessFx, success],
      [notifyErrorFx, failure],
    ],
  });
  return { scope, fetch, save, reorder, success, failure };
}

describe('settings model', () => {
  it('movedOrder swaps a page with its neighbour and refuses to move past either end', () => {
    const pages = testSettings().footerPages;
    const [a, b, c] = pages.map((p) => p._id);
    expect(movedOrder(pages, b as string, -1)).toEqual([b, a, c]);
    expect(movedOrder(pages, b as string, 1)).toEqual([a, c, b]);
    expect(movedOrder(pages, a as string, -1)).toBeNull();
    expect(movedOrder(pages, c as string, 1)).toBeNull();
  });

  it('saves a new page, closes the editor, says so and reads the settings again', async () => {
    const { scope, fetch, save, success } = scopeWith();
    await allSettled(settingsOpened, { scope });
    await allSettled(editorOpened, { scope, params: null });
    const body = { title: 'Careers', configUrl: '/careers', content: '<p>Join</p>' };
    await allSettled(pageSubmitted, { scope, params: body });
    expect(save).toHaveBeenCalledWith({ id: null, body });
    expect(scope.getState($editor)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(success).toHaveBeenCalledWith('The page has been saved. It shows in the footer now.');
  });

  it("keeps the editor open with the server's words when saving fails", async () => {
    const { scope, fetch } = scopeWith({
      save: async () => {
        throw { success: false, message: 'Another page already uses /careers.' };
      },
    });
    await allSettled(settingsOpened, { scope });
    const existing = testSettings().footerPages[0];
    await allSettled(editorOpened, { scope, params: existing ?? null });
    await allSettled(pageSubmitted, {
      scope,
      params: { title: 'About', configUrl: '/careers', content: '' },
    });
    expect(scope.getState($editor)).toEqual({ page: existing });
    expect(scope.getState($saveError)).toBe('Another page already uses /careers.');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('moves a page by sending every id in the new order', async () => {
    const { scope, reorder, success } = scopeWith();
    await allSettled(settingsOpened, { scope });
    const ids = (scope.getState($settings)?.footerPages ?? []).map((p) => p._id);
    await allSettled(pageMoved, { scope, params: { id: ids[2] as string, offset: -1 } });
    expect(reorder).toHaveBeenCalledWith([ids[0], ids[2], ids[1]]);
    expect(success).toHaveBeenCalledWith('The footer order has been saved.');
    await allSettled(pageMoved, { scope, params: { id: ids[0] as string, offset: -1 } });
    expect(reorder).toHaveBeenCalledTimes(1);
  });

  it('says why a move failed and reads the order again', async () => {
    const { scope, fetch, failure } = scopeWith({
      reorder: async () => {
        throw { success: false, message: 'The footer pages changed meanwhile.' };
      },
    });
    await allSettled(settingsOpened, { scope });
    const id = testSettings().footerPages[1]?._id as string;
    await allSettled(pageMoved, { scope, params: { id, offset: 1 } });
    expect(failure).toHaveBeenCalledWith('The footer pages changed meanwhile.');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
