import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { admins } from '../../src/db/schema/index';
import { MINUTE } from '../../src/lib/dates';
import { loginAdmin, nextIp } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: nextIp(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const resetTokenFromEmail = () => {
  const text = ctx.email.latestFor(ctx.config.admin.email)?.text ?? '';
  return /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
};

describe(`admin login (${engineUnderTest})`, () => {
  it('logs in with the seeded credentials and stores only an argon2id hash', async () => {
    const res = await loginAdmin(ctx);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isSuccess: true,
      user: { email: 'admin@test.local', role: 'super-admin' },
      token: expect.any(String),
      refreshToken: expect.any(String),
    });
    const [row] = await ctx.database.db
      .select()
      .from(admins)
      .where(eq(admins.email, 'admin@test.local'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('gives one answer for a wrong password and an unknown e-mail', async () => {
    const wrong = await post('/api/users/login', {
      email: ctx.config.admin.email,
      password: 'nope-nope-nope',
    });
    const unknown = await post('/api/users/login', {
      email: 'ghost@test.local',
      password: 'nope-nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    await loginAdmin(ctx); // resets the failure counter
  });

  it('locks the account for 15 minutes after 5 failures', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (
          await post('/api/users/login', {
            email: ctx.config.admin.email,
            password: `wrong-${i}-xxxx`,
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const locked = await loginAdmin(ctx);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('LOCKED');
    ctx.clock.advance(15 * MINUTE + 1000);
    expect((await loginAdmin(ctx)).statusCode).toBe(200);
  });

  it('resets a forgotten password with a one-time e-mailed token', async () => {
    const session = (await loginAdmin(ctx)).json();
    const unknown = await post('/api/admin/forgot-password', { email: 'ghost@test.local' });
    const known = await post('/api/admin/forgot-password', { email: ctx.config.admin.email });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(ctx.email.latestFor('ghost@test.local')).toBeUndefined();
    const token = resetTokenFromEmail();
    expect(token.length).toBeGreaterThanOrEqual(40);

    const reset = await post('/api/admin/reset-password', {
      token,
      newPassword: 'A-much-better-pass-1',
    });
    expect(reset.statusCode).toBe(200);
    const reused = await post('/api/admin/reset-password', {
      token,
      newPassword: 'Another-pass-2222',
    });
    expect(reused.statusCode).toBe(400);
    // Old sessions are revoked; the old password no longer works; the new one does.
    expect(
      (await post('/api/users/refresh-token', { refreshToken: session.refreshToken })).statusCode,
    ).toBe(401);
    expect((await loginAdmin(ctx)).statusCode).toBe(401);
    expect((await loginAdmin(ctx, 'A-much-better-pass-1')).statusCode).toBe(200);
    ctx.config.admin.password = 'A-much-better-pass-1';
  });

  it('expires reset tokens after 30 minutes', async () => {
    await post('/api/admin/forgot-password', { email: ctx.config.admin.email });
    const token = resetTokenFromEmail();
    ctx.clock.advance(31 * MINUTE);
    expect(
      (await post('/api/admin/reset-password', { token, newPassword: 'Too-late-pass-333' }))
        .statusCode,
    ).toBe(400);
  });

  it('changes the password of a logged-in admin after checking the current one', async () => {
    const { token } = (await loginAdmin(ctx)).json();
    const bad = await post(
      '/api/admin/change-password',
      { currentPassword: 'not-it-at-all', newPassword: 'Brand-new-pass-44' },
      token,
    );
    expect(bad.statusCode).toBe(400);
    const ok = await post(
      '/api/admin/change-password',
      { currentPassword: ctx.config.admin.password, newPassword: 'Brand-new-pass-44' },
      token,
    );
    expect(ok.statusCode).toBe(200);
    expect((await loginAdmin(ctx, 'Brand-new-pass-44')).statusCode).toBe(200);
    const noToken = await post('/api/admin/change-password', {
      currentPassword: 'x',
      newPassword: 'Brand-new-pass-55',
    });
    expect(noToken.statusCode).toBe(401);
  });

  it('rejects short new passwords with a message naming the field', async () => {
    await post('/api/admin/forgot-password', { email: ctx.config.admin.email });
    const res = await post('/api/admin/reset-password', {
      token: resetTokenFromEmail(),
      newPassword: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('newPassword');
  });
});
