import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { installFakeFetch, json } from '../http/test/fakeServer';
import { deferred, USER_ID, verifyAnswer } from './test/fixtures';
import { tokensChanged } from './tokenSync';
import {
  $auth,
  authReset,
  initialAuthState,
  logoutFx,
  OTP_SEND_FAILED,
  OTP_VERIFY_FAILED,
  sendOtpFx,
  verifyOtpFx,
} from './userModel';

beforeEach(() => localStorage.clear());
afterEach(() => {
  rs.unstubAllGlobals();
});

const signedIn = () => {
  const answer = verifyAnswer();
  return {
    ...initialAuthState,
    isAuthenticated: true,
    user: { ...answer.user, token: answer.token, refreshToken: answer.refreshToken },
  };
};

describe('user auth: send OTP', () => {
  it('sets loading while the request runs and clears it on success', async () => {
    const answer = deferred<{
      isSuccess: true;
      message: string;
      resendAfterSeconds: number;
      expiresInSeconds: number;
    }>();
    const scope = fork({ handlers: [[sendOtpFx, () => answer.promise]] });

    const settled = allSettled(sendOtpFx, { scope, params: { phone: '9876543210' } });
    expect(scope.getState($auth)).toMatchObject({ loading: true, error: null });

    answer.resolve({
      isSuccess: true,
      message: 'OTP sent',
      resendAfterSeconds: 30,
      expiresInSeconds: 300,
    });
    await settled;
    expect(scope.getState($auth)).toEqual(initialAuthState);
  });

  it("stores the server's message on failure", async () => {
    const scope = fork({
      handlers: [
        [sendOtpFx, () => Promise.reject({ success: false, message: 'Too many requests' })],
      ],
    });
    await allSettled(sendOtpFx, { scope, params: { phone: '9876543210' } });
    expect(scope.getState($auth)).toMatchObject({ loading: false, error: 'Too many requests' });
  });

  it("falls back to 'Failed to send OTP' when the server gives no message", async () => {
    const server = installFakeFetch(() => json(503));
    const scope = fork();
    await allSettled(sendOtpFx, { scope, params: { phone: '9876543210' } });
    expect(server.calls[0]).toMatchObject({
      url: '/api/users/user/login',
      body: { phone: '9876543210' },
    });
    expect(scope.getState($auth).error).toBe(OTP_SEND_FAILED);
  });
});

describe('user auth: the device id of the code calls', () => {
  it('sends one random id kept in localStorage with both the send and the verify call', async () => {
    const server = installFakeFetch(({ url }) =>
      url.endsWith('verify-otp') ? json(200, verifyAnswer()) : json(503),
    );
    const scope = fork();
    await allSettled(sendOtpFx, { scope, params: { phone: '9876543210' } });
    await allSettled(verifyOtpFx, { scope, params: { phone: '9876543210', otp: '1234' } });
    const [sent, verified] = server.headersOfCalls.map((headers) => headers.get('X-Device-Id'));
    expect(sent).toMatch(/^[\w-]{16,64}$/);
    expect(verified).toBe(sent);
    expect(localStorage.getItem('deviceId')).toBe(sent);
  });
});

describe('user auth: verify OTP', () => {
  it('stores the user with both tokens, authenticates and saves userToken', async () => {
    const server = installFakeFetch(() => json(200, verifyAnswer()));
    const scope = fork();
    await allSettled(verifyOtpFx, { scope, params: { phone: '9876543210', otp: '1234' } });

    expect(server.calls[0]).toMatchObject({
      url: '/api/users/user/verify-otp',
      body: { phone: '9876543210', otp: '1234' },
    });
    expect(scope.getState($auth)).toEqual(signedIn());
    expect(localStorage.getItem('userToken')).toBe('access-1');
    expect(localStorage.getItem('userRefreshToken')).toBe('refresh-1');
  });

  it("stores the server message, or 'OTP verification failed' without one", async () => {
    installFakeFetch(() => json(400, { isSuccess: false, message: 'Invalid OTP' }));
    const scope = fork();
    await allSettled(verifyOtpFx, { scope, params: { phone: '9876543210', otp: '0000' } });
    expect(scope.getState($auth)).toMatchObject({
      loading: false,
      error: 'Invalid OTP',
      user: null,
    });

    installFakeFetch(() => json(500));
    await allSettled(verifyOtpFx, { scope, params: { phone: '9876543210', otp: '0000' } });
    expect(scope.getState($auth).error).toBe(OTP_VERIFY_FAILED);
    expect(scope.getState($auth).isAuthenticated).toBe(false);
  });
});

describe('user auth: logout and session changes', () => {
  it('posts users/user/logout/{userId} and resets auth and tokens', async () => {
    localStorage.setItem('userToken', 'access-1');
    localStorage.setItem('userRefreshToken', 'refresh-1');
    const server = installFakeFetch(() => json(200, { isSuccess: true, message: 'Logged out' }));
    const scope = fork({ values: [[$auth, signedIn()]] });

    await allSettled(logoutFx, { scope });

    expect(server.calls).toEqual([
      { url: `/api/users/user/logout/${USER_ID}`, auth: 'Bearer access-1', body: undefined },
    ]);
    expect(scope.getState($auth)).toEqual(initialAuthState);
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it('resets auth even when the server refuses the logout', async () => {
    installFakeFetch(() => json(500));
    const scope = fork({ values: [[$auth, signedIn()]] });
    await allSettled(logoutFx, { scope });
    expect(scope.getState($auth)).toEqual(initialAuthState);
  });

  it('follows refreshed tokens and a cleared session from the http layer', async () => {
    const scope = fork({ values: [[$auth, signedIn()]] });
    await allSettled(tokensChanged, {
      scope,
      params: { audience: 'user', tokens: { token: 'access-2', refreshToken: 'refresh-2' } },
    });
    expect(scope.getState($auth).user).toMatchObject({
      token: 'access-2',
      refreshToken: 'refresh-2',
    });

    await allSettled(tokensChanged, { scope, params: { audience: 'admin', tokens: null } });
    expect(scope.getState($auth).isAuthenticated).toBe(true);

    await allSettled(tokensChanged, { scope, params: { audience: 'user', tokens: null } });
    expect(scope.getState($auth)).toEqual(initialAuthState);
  });

  it('authReset returns to the initial state', async () => {
    const scope = fork({ values: [[$auth, { ...signedIn(), error: 'x' }]] });
    await allSettled(authReset, { scope });
    expect(scope.getState($auth)).toEqual(initialAuthState);
  });
});
