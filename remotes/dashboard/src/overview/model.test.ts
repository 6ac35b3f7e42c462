import { describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork, serialize } from 'effector';
import { $auth } from 'shared/auth';
import type { RenewAnswer } from 'shared/contracts/ownerListings';
import { signedIn, USER_ID, visitor } from 'shared/testing';
import { notifyErrorFx, notifySuccessFx } from 'shared/ui/notify';
import { fetchDashboardFx, renewListingFx } from './api';
import {
  $dashboard,
  $renewing,
  $renewProblem,
  $status,
  dashboardOpened,
  isEmptyDashboard,
  renewClicked,
} from './model';
import { dashboardAnswer, EXPIRED_ID, emptyDashboardAnswer } from './test/dashboard';

const listing = dashboardAnswer().expiringSoon[0] as RenewAnswer['property'] & {
  title: string;
  expiresAt: string | null;
};

function scopeWith(renew: (id: string) => Promise<RenewAnswer>, auth = signedIn()) {
  const handlers = {
    load: rs.fn(async () => dashboardAnswer()),
    renew: rs.fn(renew),
    success: rs.fn(async () => {}),
    error: rs.fn(async () => {}),
  };
  const scope = fork({
    values: [[$auth, auth]],
    handlers: [
      [fetchDashboardFx, handlers.load],
      [renewListingFx, handlers.renew],
      [notifySuccessFx, handlers.success],
      [notifyErrorFx, handlers.error],
    ],
  });
  return { scope, handlers };
}

const renewedAnswer: RenewAnswer = {
  isSuccess: true,
  message: 'Your listing was renewed',
  property: { _id: EXPIRED_ID, status: 'active', expiresAt: '2026-12-20T10:00:00.000Z' },
};

describe('dashboard overview model', () => {
  it("loads the signed-in owner's numbers without the envelope", async () => {
    const { scope, handlers } = scopeWith(async () => renewedAnswer);
    await allSettled(dashboardOpened, { scope });
    expect(handlers.load).toHaveBeenCalledWith(USER_ID);
    expect(scope.getState($status)).toBe('ready');
    const data = scope.getState($dashboard);
    expect(data?.views30).toBe(1234);
    expect(data && 'isSuccess' in data).toBe(false);
  });

  it('keeps the numbers a server-rendered page came with while the session is restored, and drops them at logout', async () => {
    const { scope: server } = scopeWith(async () => ({}) as RenewAnswer);
    await allSettled(dashboardOpened, { scope: server });
    const scope = fork({
      values: serialize(server),
      // A reload that fails: what shows is what the page came with.
      handlers: [
        [
          fetchDashboardFx,
          rs.fn(async () => {
            throw { success: false, message: 'offline' };
          }),
        ],
      ],
    });
    await allSettled($auth, { scope, params: signedIn() });
    expect(scope.getState($dashboard)).not.toBeNull();
    expect(scope.getState($status)).toBe('ready');
    await allSettled($auth, { scope, params: visitor });
    expect(scope.getState($dashboard)).toBeNull();
  });

  it('asks nothing for a visitor', async () => {
    const { scope, handlers } = scopeWith(async () => renewedAnswer, visitor);
    await allSettled(dashboardOpened, { scope });
    expect(handlers.load).not.toHaveBeenCalled();
  });

  it('sends one renewal for two quick clicks, then toasts and reloads', async () => {
    let finish: (answer: RenewAnswer) => void = () => {};
    const { scope, handlers } = scopeWith(
      () => new Promise<RenewAnswer>((resolve) => (finish = resolve)),
    );
    await allSettled(dashboardOpened, { scope });
    // Both settle only once the renewal answers, so neither is awaited before it does.
    const clicks = [
      allSettled(renewClicked, { scope, params: listing }),
      allSettled(renewClicked, { scope, params: listing }),
    ];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($renewing)).toEqual([EXPIRED_ID]);
    finish(renewedAnswer);
    await Promise.all(clicks);
    expect(handlers.renew).toHaveBeenCalledTimes(1);
    expect(scope.getState($renewing)).toEqual([]);
    expect(handlers.success).toHaveBeenCalledWith('1 BHK in Andheri was renewed for 30 more days.');
    expect(handlers.load).toHaveBeenCalledTimes(2);
  });

  it('toasts a failure that is not a refusal, with what to do', async () => {
    const { scope, handlers } = scopeWith(async () => {
      throw { success: false, message: 'Something went wrong' };
    });
    await allSettled(dashboardOpened, { scope });
    await allSettled(renewClicked, { scope, params: listing });
    expect(scope.getState($renewProblem)).toBeNull();
    expect(handlers.error).toHaveBeenCalledWith('Something went wrong');
  });

  it('knows an owner with no listing at all', () => {
    expect(isEmptyDashboard(emptyDashboardAnswer())).toBe(true);
    expect(isEmptyDashboard(dashboardAnswer())).toBe(false);
  });
});
