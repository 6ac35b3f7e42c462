import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { adminApi, userApi } from './clients';
import { isSessionEnded, messageOf } from './failure';
import { configureHttp } from './hooks';
import { installFakeFetch, json, tick } from './test/fakeServer';
import { readTokens, writeTokens } from './tokens';

const EXPIRED = json(401, { isSuccess: false, message: 'Token expired', code: 'TOKEN_EXPIRED' });

let restoreHooks: () => void;
const navigate = rs.fn();
const onTokensChanged = rs.fn();
const onAccountBlocked = rs.fn();

beforeEach(() => {
  localStorage.clear();
  navigate.mockReset();
  onTokensChanged.mockReset();
  onAccountBlocked.mockReset();
  restoreHooks = configureHttp({ navigate, onTokensChanged, onAccountBlocked });
});

afterEach(() => {
  restoreHooks();
  rs.unstubAllGlobals();
});

/** The api: `things` accepts only `Bearer fresh`; refresh answers after a short delay. */
function expiredTokenServer(
  refreshReply = json(200, { isSuccess: true, message: 'ok', token: 'fresh', refreshToken: 'r2' }),
) {
  return installFakeFetch(async ({ url, auth }) => {
    if (url.endsWith('users/refresh-token')) {
      await tick(20);
      return refreshReply;
    }
    return auth === 'Bearer fresh' ? json(200, { isSuccess: true, message: 'ok', n: 1 }) : EXPIRED;
  });
}

describe('token refresh', () => {
  it('10 concurrent calls with an expired token make exactly 1 refresh and 10 retries', async () => {
    writeTokens('user', { token: 'stale', refreshToken: 'r1' });
    const server = expiredTokenServer();

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => userApi.url('things').get().json()),
    );

    expect(answers).toHaveLength(10);
    expect(answers.every((a) => (a as { n: number }).n === 1)).toBe(true);
    const refreshCalls = server.callsTo('users/refresh-token');
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]?.body).toEqual({ refreshToken: 'r1' });
    const thingCalls = server.callsTo('/api/things');
    expect(thingCalls.filter((c) => c.auth === 'Bearer stale')).toHaveLength(10);
    expect(thingCalls.filter((c) => c.auth === 'Bearer fresh')).toHaveLength(10);
    expect(readTokens('user')).toEqual({ token: 'fresh', refreshToken: 'r2' });
    expect(onTokensChanged).toHaveBeenCalledTimes(1);
    expect(onTokensChanged).toHaveBeenCalledWith('user', { token: 'fresh', refreshToken: 'r2' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('retries only once: a second TOKEN_EXPIRED is returned to the caller', async () => {
    writeTokens('user', { token: 'stale', refreshToken: 'r1' });
    const server = installFakeFetch(({ url }) =>
      url.endsWith('users/refresh-token')
        ? json(200, { isSuccess: true, message: 'ok', token: 'also-bad', refreshToken: 'r2' })
        : EXPIRED,
    );
    await expect(userApi.url('things').get().json()).rejects.toMatchObject({
      success: false,
      status: 401,
      message: 'Token expired',
    });
    expect(server.callsTo('users/refresh-token')).toHaveLength(1);
    expect(server.callsTo('/api/things')).toHaveLength(2);
  });

  it('a failed user refresh clears the tokens, notifies and navigates to /', async () => {
    writeTokens('user', { token: 'stale', refreshToken: 'revoked' });
    const server = expiredTokenServer(
      json(401, { isSuccess: false, message: 'Refresh token revoked' }),
    );

    const results = await Promise.allSettled([
      userApi.url('things').get().json(),
      userApi.url('things').get().json(),
    ]);

    for (const result of results) {
      expect(result).toMatchObject({
        status: 'rejected',
        reason: { success: false, message: 'Refresh token revoked' },
      });
    }
    expect(server.callsTo('users/refresh-token')).toHaveLength(1);
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('userRefreshToken')).toBeNull();
    expect(onTokensChanged).toHaveBeenCalledWith('user', null);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('a refresh refused because the account is blocked ends the session and says why, once', async () => {
    writeTokens('user', { token: 'stale', refreshToken: 'r1' });
    const message = 'Your account is blocked: Posting fake listings. Write to support to appeal.';
    expiredTokenServer(json(403, { isSuccess: false, message, code: 'ACCOUNT_BLOCKED' }));

    const results = await Promise.allSettled([
      userApi.url('things').get().json(),
      userApi.url('things').get().json(),
    ]);

    for (const result of results) {
      expect(result).toMatchObject({
        status: 'rejected',
        reason: { success: false, message },
      });
      expect(isSessionEnded((result as PromiseRejectedResult).reason)).toBe(true);
    }
    expect(readTokens('user')).toEqual({ token: undefined, refreshToken: undefined });
    expect(onTokensChanged).toHaveBeenCalledWith('user', null);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(onAccountBlocked).toHaveBeenCalledTimes(1);
    expect(onAccountBlocked).toHaveBeenCalledWith(message);
  });

  it('any other refused refresh says the session ended and reports no block', async () => {
    writeTokens('user', { token: 'stale', refreshToken: 'r1' });
    expiredTokenServer(
      json(401, { isSuccess: false, message: 'Invalid or expired refresh token' }),
    );
    const failure = await userApi
      .url('things')
      .get()
      .json()
      .catch((error: unknown) => error);
    expect(messageOf(failure, 'Could not load')).toBe(
      'Your session has ended. Please log in again.',
    );
    expect(onAccountBlocked).not.toHaveBeenCalled();
  });

  it('a failed admin refresh goes to /admin/login and leaves the user session alone', async () => {
    writeTokens('admin', { token: 'stale', refreshToken: 'revoked' });
    writeTokens('user', { token: 'user-token', refreshToken: 'user-refresh' });
    expiredTokenServer(json(500, {}));

    await expect(adminApi.url('admin/users').get().json()).rejects.toMatchObject({
      success: false,
      message: 'Something went wrong',
    });
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(readTokens('user')).toEqual({ token: 'user-token', refreshToken: 'user-refresh' });
    expect(onTokensChanged).toHaveBeenCalledWith('admin', null);
    expect(navigate).toHaveBeenCalledWith('/admin/login');
  });

  it("without a refresh token: 'No refresh token available' and no refresh call", async () => {
    localStorage.setItem('userToken', 'stale');
    const server = expiredTokenServer();

    await expect(userApi.url('things').get().json()).rejects.toMatchObject({
      success: false,
      message: 'No refresh token available',
    });
    expect(server.callsTo('users/refresh-token')).toHaveLength(0);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('another tab already rotated the token: retries with it, no refresh', async () => {
    localStorage.setItem('userToken', 'stale');
    localStorage.setItem('userRefreshToken', 'r1');
    const server = installFakeFetch(({ url, auth }) => {
      if (url.endsWith('users/refresh-token')) return json(500);
      if (auth === 'Bearer fresh') return json(200, { isSuccess: true, message: 'ok' });
      // the other tab rotates while our first attempt is in flight
      writeTokens('user', { token: 'fresh', refreshToken: 'r2' });
      return EXPIRED;
    });
    const requestLock = rs.fn((_name: string, work: () => Promise<unknown>) => work());
    rs.stubGlobal('navigator', { locks: { request: requestLock } });

    await expect(userApi.url('things').get().json()).resolves.toMatchObject({ isSuccess: true });
    expect(requestLock).toHaveBeenCalledWith(
      'propertymarket-token-refresh-user',
      expect.any(Function),
    );
    expect(server.callsTo('users/refresh-token')).toHaveLength(0);
  });

  it('sends no Authorization header without a token and the bearer token with one', async () => {
    const server = installFakeFetch(() => json(200, { isSuccess: true, message: 'ok' }));
    await userApi.url('states').get().json();
    localStorage.setItem('adminToken', 'adm');
    await adminApi.url('admin/users').get().json();
    expect(server.calls.map((c) => [c.url, c.auth])).toEqual([
      ['/api/states', null],
      ['/api/admin/users', 'Bearer adm'],
    ]);
  });
});
