import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $auth, authReset } from 'shared/auth';
import { signedIn } from 'shared/testing';
import { fetchUnreadCountFx } from './api';
import { $unread, unreadCountNeeded } from './model';

describe('notifications model', () => {
  it('keeps the last count when asking fails (the next poll tries again)', async () => {
    let fail = false;
    const scope = fork({
      values: [[$auth, signedIn()]],
      handlers: [
        [
          fetchUnreadCountFx,
          async () => {
            if (fail) throw new Error('offline');
            return 5;
          },
        ],
      ],
    });
    await allSettled(unreadCountNeeded, { scope });
    expect(scope.getState($unread)).toBe(5);
    fail = true;
    await allSettled(unreadCountNeeded, { scope });
    expect(scope.getState($unread)).toBe(5);
  });

  it('forgets the count when the user logs out', async () => {
    const scope = fork({
      values: [[$auth, signedIn()]],
      handlers: [[fetchUnreadCountFx, async () => 3]],
    });
    await allSettled(unreadCountNeeded, { scope });
    expect(scope.getState($unread)).toBe(3);
    await allSettled(authReset, { scope });
    expect(scope.getState($unread)).toBe(0);
  });
});
