import { describe, expect, it } from '@rstest/core';
import { allSettled } from 'effector';
import { notifyErrorFx, notifySuccessFx } from 'shared/ui/notify';
import { adminScope } from '../frame/testStaff';
import { blockUserFx, fetchUserFx, fetchUserTabFx, type TabRequest } from './api';
import { ASHA, detailOf, listingsTab } from './fixtures';
import {
  $blockDialogOpen,
  $blockError,
  $detail,
  $tabPage,
  $tabStatus,
  blockDialogOpened,
  blockSubmitted,
  tabChosen,
  tabRetried,
  userOpened,
} from './model';

const quiet: Parameters<typeof adminScope>[1] = [
  [notifySuccessFx, async () => undefined],
  [notifyErrorFx, async () => undefined],
];

describe('users model', () => {
  it('keeps the block dialog open with the server’s words when blocking fails', async () => {
    const scope = adminScope('support', [
      ...quiet,
      [fetchUserFx, async () => detailOf(ASHA)],
      [fetchUserTabFx, async () => listingsTab],
      [
        blockUserFx,
        async () => {
          throw { success: false, message: 'This user is already blocked.' };
        },
      ],
    ]);
    await allSettled(userOpened, { scope, params: ASHA._id });
    expect(scope.getState($detail)?.phone).toBe(ASHA.phone);
    await allSettled(blockDialogOpened, { scope });
    await allSettled(blockSubmitted, { scope, params: '  Fake listings  ' });
    expect(scope.getState($blockDialogOpen)).toBe(true);
    expect(scope.getState($blockError)).toBe('This user is already blocked.');
    expect(scope.getState($detail)?.status).toBe('active');
  });

  it('shows only the latest tab’s answer when an older one arrives late', async () => {
    let releaseListings: () => void = () => undefined;
    const scope = adminScope('support', [
      ...quiet,
      [fetchUserFx, async () => detailOf(ASHA)],
      [
        fetchUserTabFx,
        (request: TabRequest) =>
          request.tab === 'listings'
            ? new Promise((resolve) => {
                releaseListings = () => resolve(listingsTab);
              })
            : Promise.resolve({ ...listingsTab, tab: request.tab, data: [], total: 0 }),
      ],
    ]);
    const opened = allSettled(userOpened, { scope, params: ASHA._id });
    const chosen = allSettled(tabChosen, { scope, params: 'payments' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    releaseListings();
    await Promise.all([opened, chosen]);
    expect(scope.getState($tabPage)?.tab).toBe('payments');
  });

  it('loads a tab again on Retry after it failed', async () => {
    let calls = 0;
    const scope = adminScope('support', [
      ...quiet,
      [fetchUserFx, async () => detailOf(ASHA)],
      [
        fetchUserTabFx,
        async () => {
          calls += 1;
          if (calls === 1) throw { success: false, message: 'offline' };
          return listingsTab;
        },
      ],
    ]);
    await allSettled(userOpened, { scope, params: ASHA._id });
    expect(scope.getState($tabStatus)).toBe('error');
    await allSettled(tabRetried, { scope });
    expect(scope.getState($tabStatus)).toBe('ready');
    expect(scope.getState($tabPage)?.data).toHaveLength(1);
  });
});
