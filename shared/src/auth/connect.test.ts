import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fork, scopeBind } from 'effector';
import { userApi } from '../http/clients';
import { installFakeFetch, json } from '../http/test/fakeServer';
import { writeTokens } from '../http/tokens';
import { $toasterWanted, notifyErrorFx } from '../ui/notify';
import { connectAuth } from './connect';
import { verifyAnswer } from './test/fixtures';
import { $auth, initialAuthState } from './userModel';

let disconnect = () => {};
beforeEach(() => localStorage.clear());
afterEach(() => {
  disconnect();
  rs.unstubAllGlobals();
});

const signedIn = () => {
  const answer = verifyAnswer();
  return {
    ...initialAuthState,
    isAuthenticated: true,
    user: { ...answer.user, token: 'old', refreshToken: 'r1' },
  };
};

const expiredThenRefresh = (refresh: ReturnType<typeof json>) =>
  installFakeFetch(({ url, auth }) => {
    if (url.endsWith('users/refresh-token')) return refresh;
    return auth === 'Bearer new'
      ? json(200, { isSuccess: true, message: 'ok' })
      : json(401, { isSuccess: false, message: 'expired', code: 'TOKEN_EXPIRED' });
  });

describe('connectAuth', () => {
  it("keeps the scope's $auth in step with a refresh done by the http layer", async () => {
    writeTokens('user', { token: 'old', refreshToken: 'r1' });
    expiredThenRefresh(
      json(200, { isSuccess: true, message: 'ok', token: 'new', refreshToken: 'r2' }),
    );
    const scope = fork({ values: [[$auth, signedIn()]] });
    disconnect = connectAuth({ scope, navigate: rs.fn() });

    await userApi.url('things').get().json();

    expect(scope.getState($auth).user).toMatchObject({ token: 'new', refreshToken: 'r2' });
  });

  it('a failed refresh signs the scope out and navigates to /', async () => {
    writeTokens('user', { token: 'old', refreshToken: 'r1' });
    expiredThenRefresh(json(401, { isSuccess: false, message: 'revoked' }));
    const scope = fork({ values: [[$auth, signedIn()]] });
    const navigate = rs.fn();
    disconnect = connectAuth({ scope, navigate });

    await expect(userApi.url('things').get().json()).rejects.toMatchObject({ message: 'revoked' });

    expect(scope.getState($auth)).toEqual(initialAuthState);
    expect(navigate).toHaveBeenCalledWith('/');
  });
});

describe('connectAuth and a blocked account', () => {
  it('signs the scope out, goes to / and toasts the reason in that scope', async () => {
    writeTokens('user', { token: 'old', refreshToken: 'r1' });
    const message = 'Your account is blocked: spam. Write to support to appeal.';
    expiredThenRefresh(json(403, { isSuccess: false, message, code: 'ACCOUNT_BLOCKED' }));
    const scope = fork({ values: [[$auth, signedIn()]] });
    const navigate = rs.fn();
    const toasts: string[] = [];
    const unwatch = notifyErrorFx.watch((text) => toasts.push(text));
    disconnect = connectAuth({
      scope,
      navigate,
      onAccountBlocked: scopeBind(notifyErrorFx, { scope, safe: true }),
    });

    await expect(userApi.url('things').get().json()).rejects.toMatchObject({ message });

    unwatch();
    expect(scope.getState($auth)).toEqual(initialAuthState);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(toasts).toEqual([message]);
    expect(scope.getState($toasterWanted)).toBe(true);
  });
});

describe('connectAuth across tabs', () => {
  it('signs this tab out when another tab removes the user token', async () => {
    writeTokens('user', { token: 'old', refreshToken: 'r1' });
    const scope = fork({ values: [[$auth, signedIn()]] });
    disconnect = connectAuth({ scope, navigate: rs.fn() });

    localStorage.removeItem('userToken');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'userToken', oldValue: 'old', newValue: null }),
    );
    await Promise.resolve();

    expect(scope.getState($auth)).toEqual(initialAuthState);
  });

  it('takes over tokens another tab rotated, and stops listening after disconnect', async () => {
    writeTokens('user', { token: 'old', refreshToken: 'r1' });
    const scope = fork({ values: [[$auth, signedIn()]] });
    disconnect = connectAuth({ scope, navigate: rs.fn() });

    writeTokens('user', { token: 'rotated', refreshToken: 'r2' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'userRefreshToken', newValue: 'r2' }));
    expect(scope.getState($auth).user).toMatchObject({ token: 'rotated', refreshToken: 'r2' });

    disconnect();
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(scope.getState($auth).isAuthenticated).toBe(true);
  });
});
