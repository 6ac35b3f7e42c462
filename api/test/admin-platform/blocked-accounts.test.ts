import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import {
  type LoggedInStaff,
  loginAdminAs,
  loginUser,
  nextIp,
  requestOtp,
  verifyOtp,
} from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let support: LoggedInStaff;
beforeAll(async () => {
  ctx = await createTestApp();
  support = await loginAdminAs(ctx, 'support');
});
afterAll(() => ctx.close());

const BLOCKED = 'Your account is blocked: Posting fake listings. Write to support to appeal.';

const staffPost = async (url: string, payload?: object) => {
  const { token } = await ctx.app.tokens.issue('admin', support.id);
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });
};

const refresh = (refreshToken: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users/refresh-token',
    payload: { refreshToken },
    remoteAddress: nextIp(),
  });

describe(`a blocked user (${engineUnderTest})`, () => {
  it('loses the session at once, and refresh and OTP login say why; unblocking lets them in', async () => {
    const phone = '9811100001';
    const user = await loginUser(ctx, phone);
    const block = await staffPost(`/api/admin/users/${user.id}/block`, {
      reason: 'Posting fake listings.',
    });
    expect(block.statusCode).toBe(200);

    const call = await ctx.app.inject({
      url: `/api/users/user/getUser/${user.id}`,
      headers: user.headers,
    });
    expect(call.statusCode).toBe(401);
    expect(call.json().code).toBe('TOKEN_EXPIRED');

    const refused = await refresh(user.refreshToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_BLOCKED', message: BLOCKED });

    expect((await requestOtp(ctx, phone)).statusCode).toBe(200);
    const otp = ctx.sms.latestFor(phone)?.otp as string;
    const login = await verifyOtp(ctx, phone, otp);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'ACCOUNT_BLOCKED', message: BLOCKED });

    ctx.clock.advance(31_000);
    expect((await staffPost(`/api/admin/users/${user.id}/unblock`)).statusCode).toBe(200);
    const again = await loginUser(ctx, phone);
    expect((await refresh(again.refreshToken)).statusCode).toBe(200);
  });

  it('another user refreshes as before', async () => {
    const user = await loginUser(ctx, '9811100002');
    const res = await refresh(user.refreshToken);
    expect(res.statusCode).toBe(200);
  });
});

describe(`a disabled staff member (${engineUnderTest})`, () => {
  it('cannot refresh, and the refusal says why', async () => {
    const moderator = await loginAdminAs(ctx, 'moderator');
    const superAdmin = await loginAdminAs(ctx, 'super-admin');
    const disable = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/operators/${moderator.id}`,
      headers: superAdmin.headers,
      payload: { disabled: true },
    });
    expect(disable.statusCode).toBe(200);
    const res = await refresh(moderator.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(
      'This staff account is disabled. Ask a super admin to enable it.',
    );
  });
});
