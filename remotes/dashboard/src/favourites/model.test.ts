import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $auth } from 'shared/auth';
import type { FavouritesAnswer } from 'shared/contracts/favourites';
import { signedIn } from 'shared/testing';
import { favourite } from '../test/favourites';
import { type FavouritesRequest, fetchFavouritesFx, removeFavouriteFx } from './api';
import { $favourites, $status, $total, favouritesQueryChanged, removeClicked } from './model';

const answer = (title: string, total = 1): FavouritesAnswer => ({
  isSuccess: true,
  message: '',
  data: [favourite({}, title)],
  total,
  page: 1,
  limit: 12,
});

describe('favourites model', () => {
  it('keeps the answer for the page now shown when an earlier, slower one arrives last', async () => {
    const waiting: Record<string, (value: FavouritesAnswer) => void> = {};
    const scope = fork({
      values: [[$auth, signedIn()]],
      handlers: [
        [
          fetchFavouritesFx,
          (request: FavouritesRequest) =>
            new Promise<FavouritesAnswer>((resolve) => {
              waiting[request.title] = resolve;
            }),
        ],
      ],
    });
    const first = allSettled(favouritesQueryChanged, { scope, params: { title: 'old', page: 1 } });
    const second = allSettled(favouritesQueryChanged, { scope, params: { title: 'new', page: 1 } });
    waiting.new?.(answer('New search'));
    waiting.old?.(answer('Old search'));
    await Promise.all([first, second]);
    expect(scope.getState($favourites).map((item) => item.titleAtSave)).toEqual(['New search']);
    expect(scope.getState($status)).toBe('ready');
  });

  it('does not ask twice to remove the same favourite while the first removal is on its way', async () => {
    const saved = favourite({}, 'Flat');
    let calls = 0;
    const scope = fork({
      values: [
        [$auth, signedIn()],
        [$favourites, [saved]],
        [$total, 1],
      ],
      handlers: [
        [
          removeFavouriteFx,
          async () => {
            calls += 1;
          },
        ],
        [fetchFavouritesFx, async () => ({ ...answer('x', 0), data: [] })],
      ],
    });
    await Promise.all([
      allSettled(removeClicked, { scope, params: saved }),
      allSettled(removeClicked, { scope, params: saved }),
    ]);
    expect(calls).toBe(1);
    expect(scope.getState($favourites)).toEqual([]);
    expect(scope.getState($total)).toBe(0);
  });
});
