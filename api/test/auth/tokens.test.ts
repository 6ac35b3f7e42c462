import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { refreshTokens } from '../../src/db/schema/index';
import { sha256 } from '../../src/lib/crypto';
import { SECOND } from '../../src/lib/dates';
import { loginAdmin, loginUser } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    env: { ACCESS_TOKEN_TTL_SECONDS: '60', REFRESH_GRACE_SECONDS: '5' },
  });
});
afterAll(() => ctx.close());

let phoneSeq = 8100000000;
const newUser = () => loginUser(ctx, String(phoneSeq++));
const getUser = (id: string, token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/users/user/getUser/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });
const refresh = (refreshToken: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/users/refresh-token', payload: { refreshToken } });

describe(`access tokens (${engineUnderTest})`, () => {
  it('opens the user routes with a valid token and refuses a missing one', async () => {
    const user = await newUser();
    expect((await getUser(user.id, user.token)).statusCode).toBe(200);
    const missing = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/user/getUser/${user.id}`,
    });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ isSuccess: false, code: 'UNAUTHORIZED' });
  });

  it('answers 401 TOKEN_EXPIRED once the access token expires (configurable TTL)', async () => {
    const user = await newUser();
    ctx.clock.advance(61 * SECOND);
    const res = await getUser(user.id, user.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      isSuccess: false,
      message: 'Access token expired',
      code: 'TOKEN_EXPIRED',
    });
  });

  it('pins HS256 and checks issuer and audience', async () => {
    const user = await newUser();
    const key = new TextEncoder().encode(ctx.config.secrets.jwt);
    const base = () =>
      new SignJWT({ fid: crypto.randomUUID() })
        .setSubject(user.id)
        .setIssuedAt(Math.floor(ctx.clock.now().getTime() / 1000))
        .setExpirationTime(Math.floor(ctx.clock.now().getTime() / 1000) + 60);
    const forged = [
      new UnsecuredJWT({ fid: 'x', sub: user.id })
        .setIssuer('propertymarket')
        .setAudience('propertymarket:user')
        .encode(),
      await base()
        .setProtectedHeader({ alg: 'HS512' })
        .setIssuer('propertymarket')
        .setAudience('propertymarket:user')
        .sign(key),
      await base()
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('someone-else')
        .setAudience('propertymarket:user')
        .sign(key),
      await base()
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('propertymarket')
        .setAudience('propertymarket:admin')
        .sign(key),
      await base()
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('propertymarket')
        .setAudience('propertymarket:user')
        .sign(new TextEncoder().encode('x'.repeat(64))),
    ];
    const good = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('propertymarket')
      .setAudience('propertymarket:user')
      .sign(key);
    expect((await getUser(user.id, good)).statusCode).toBe(200);
    for (const token of forged) {
      const res = await getUser(user.id, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('keeps user and admin tokens apart', async () => {
    const user = await newUser();
    const admin = (await loginAdmin(ctx)).json();
    expect((await getUser(user.id, admin.token)).statusCode).toBe(401);
    const asUser = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(asUser.statusCode).toBe(401);
    const asAdmin = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(asAdmin.statusCode).toBe(200);
  });
});

describe(`refresh tokens (${engineUnderTest})`, () => {
  it('are opaque, at least 128 bits, and stored only as a hash', async () => {
    const user = await newUser();
    expect(Buffer.from(user.refreshToken, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await ctx.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.subjectId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(sha256(user.refreshToken));
    expect(JSON.stringify(rows)).not.toContain(user.refreshToken);
  });

  it('rotate on every use and the new access token works', async () => {
    const user = await newUser();
    ctx.clock.advance(61 * SECOND);
    const res = await refresh(user.refreshToken);
    expect(res.statusCode).toBe(200);
    const pair = res.json();
    expect(pair).toMatchObject({ isSuccess: true, message: 'Token refreshed' });
    expect(pair.refreshToken).not.toBe(user.refreshToken);
    expect((await getUser(user.id, pair.token)).statusCode).toBe(200);
    ctx.clock.advance(6 * SECOND);
    const next = await refresh(pair.refreshToken);
    expect(next.statusCode).toBe(200);
  });

  it('return the same new pair within the grace window', async () => {
    const user = await newUser();
    const first = await refresh(user.refreshToken);
    ctx.clock.advance(3 * SECOND);
    const retry = await refresh(user.refreshToken);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().refreshToken).toBe(first.json().refreshToken);
    expect(retry.json().token).toBe(first.json().token);
    // The family is still alive.
    expect((await refresh(first.json().refreshToken)).statusCode).toBe(200);
  });

  it('revoke the whole family when a rotated token is reused after the grace window', async () => {
    const user = await newUser();
    const first = (await refresh(user.refreshToken)).json();
    ctx.clock.advance(6 * SECOND);
    const reuse = await refresh(user.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toContain('already used');
    // The thief's (or the victim's) newer token is dead too.
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
  });

  it('handle concurrent refreshes of one token with one successor', async () => {
    const user = await newUser();
    const results = await Promise.all(Array.from({ length: 5 }, () => refresh(user.refreshToken)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.json().refreshToken)).size).toBe(1);
  });

  it('are revoked, with their family, by logout', async () => {
    const user = await newUser();
    const rotated = (await refresh(user.refreshToken)).json();
    const logout = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/user/logout/${user.id}`,
      headers: { authorization: `Bearer ${rotated.token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ isSuccess: true, message: 'Logout successful' });
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    // The access token of the ended session stops at once, not when it expires.
    const after = await getUser(user.id, rotated.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
    const other = await newUser();
    expect((await getUser(other.id, other.token)).statusCode).toBe(200);
  });

  it('stop opening routes once reuse revokes their family', async () => {
    const user = await newUser();
    const first = (await refresh(user.refreshToken)).json();
    expect((await getUser(user.id, first.token)).statusCode).toBe(200);
    ctx.clock.advance(6 * SECOND);
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
    expect((await getUser(user.id, first.token)).statusCode).toBe(401);
  });

  it('work for admins too, keeping the admin audience', async () => {
    const admin = (await loginAdmin(ctx)).json();
    const res = await refresh(admin.refreshToken);
    expect(res.statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('reject unknown and malformed tokens', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    const short = await refresh('abc');
    expect(short.statusCode).toBe(400);
  });
});
