import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { DAY, SECOND } from '../../src/lib/dates';
import { PAGE_SESSION_COOKIE } from '../../src/plugins/app/auth/page-session';
import { nextIp, requestOtp, verifyOtp } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '60' } });
});
afterAll(() => ctx.close());

let phoneSeq = 8200000000;

/** Logs in through the OTP flow and returns the answer with its page-session cookie. */
async function logIn() {
  const phone = String(phoneSeq++);
  await requestOtp(ctx, phone);
  const otp = ctx.sms.latestFor(phone)?.otp ?? '';
  const res = await verifyOtp(ctx, phone, otp);
  ctx.clock.advance(31 * SECOND);
  const body = res.json() as { user: { _id: string }; token: string; refreshToken: string };
  const cookie = res.cookies.find((c) => c.name === PAGE_SESSION_COOKIE);
  return { ...body, cookie };
}

const sessionOf = (cookie: string | undefined) => ctx.app.tokens.verifyPageSession(cookie);

describe(`the page session cookie (${engineUnderTest})`, () => {
  it('is set at login: httpOnly, SameSite=Lax, for the whole site, as long as the refresh family', async () => {
    const login = await logIn();
    expect(login.cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: ctx.config.tokens.refreshTtlDays * (DAY / SECOND),
    });
    expect(await sessionOf(login.cookie?.value)).toMatchObject({ userId: login.user._id });
  });

  it('opens no api route: it is not a bearer token', async () => {
    const login = await logIn();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/user/getUser/${login.user._id}`,
      headers: { authorization: `Bearer ${login.cookie?.value}` },
    });
    expect(res.statusCode).toBe(401);
    const withCookie = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/user/getUser/${login.user._id}`,
      cookies: { [PAGE_SESSION_COOKIE]: login.cookie?.value ?? '' },
    });
    expect(withCookie.statusCode).toBe(401);
  });

  it('is renewed by a token refresh and ended by logout', async () => {
    const login = await logIn();
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/refresh-token',
      payload: { refreshToken: login.refreshToken },
      remoteAddress: nextIp(),
    });
    expect(refreshed.statusCode).toBe(200);
    const renewed = refreshed.cookies.find((c) => c.name === PAGE_SESSION_COOKIE);
    expect(await sessionOf(renewed?.value)).toMatchObject({ userId: login.user._id });

    const logout = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/user/logout/${login.user._id}`,
      headers: { authorization: `Bearer ${refreshed.json().token}` },
    });
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.find((c) => c.name === PAGE_SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    // A copy kept from before the logout ends with its family.
    expect(await sessionOf(login.cookie?.value)).toBeNull();
    expect(await sessionOf(renewed?.value)).toBeNull();
  });

  it('is refused forged, as an access token, or expired', async () => {
    const login = await logIn();
    const value = login.cookie?.value ?? '';
    const [header, payload] = value.split('.');
    expect(await sessionOf(`${header}.${payload}.forged-signature`)).toBeNull();
    expect(await sessionOf(login.token)).toBeNull();
    expect(await sessionOf(undefined)).toBeNull();
    ctx.clock.advance((ctx.config.tokens.refreshTtlDays + 1) * DAY);
    expect(await sessionOf(value)).toBeNull();
  });

  it('is not given to staff', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: ctx.config.admin.email, password: ctx.config.admin.password },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === PAGE_SESSION_COOKIE)).toBeUndefined();
  });
});
