import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type LoggedInStaff, loginAdminAs, nextIp } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let superAdmin: LoggedInStaff;
let support: LoggedInStaff;
const couponId = crypto.randomUUID();
const userId = crypto.randomUUID();

/** 2026-03-10 23:00 India time = 17:30 UTC; the next entry falls on the next India day. */
const MARCH_10_LATE = new Date('2026-03-10T17:30:00Z');

beforeAll(async () => {
  ctx = await createTestApp();
  superAdmin = await loginAdminAs(ctx, 'super-admin');
  support = await loginAdminAs(ctx, 'support');
  ctx.clock.advance(MARCH_10_LATE.getTime() - ctx.clock.now().getTime());
  const staff = (who: LoggedInStaff, role: string) => ({ ...who, name: role, role });
  await ctx.app.db.transaction((tx) =>
    ctx.app.audit.record(tx, staff(support, 'support'), {
      action: 'user.block',
      entityType: 'user',
      entityId: userId,
      before: { blockedAt: null },
      after: { blockedReason: '=HYPERLINK("x")' },
    }),
  );
  ctx.clock.advance(60 * 60 * 1000); // 2026-03-11 00:00 India time
  await ctx.app.db.transaction((tx) =>
    ctx.app.audit.record(tx, staff(superAdmin, 'super-admin'), {
      action: 'coupon.update',
      entityType: 'coupon',
      entityId: couponId,
      before: { active: true },
      after: { active: false },
    }),
  );
});
afterAll(() => ctx.close());

const get = async (url: string) => {
  const { token } = await ctx.app.tokens.issue('admin', superAdmin.id);
  return ctx.app.inject({
    url,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextIp(),
  });
};
const actions = async (query: string) => {
  const res = await get(`/api/admin/audit-log?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.map((entry: { action: string }) => entry.action) as string[];
};

describe(`GET /api/admin/audit-log (${engineUnderTest})`, () => {
  it('lists entries newest first with who, what, which record and the touched fields', async () => {
    const res = await get('/api/admin/audit-log?limit=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ isSuccess: true, page: 1, limit: 2, totalCapped: false });
    expect(body.data[0]).toEqual({
      _id: expect.any(String),
      adminId: superAdmin.id,
      adminEmail: 'admin@test.local',
      action: 'coupon.update',
      entityType: 'coupon',
      entityId: couponId,
      before: { active: true },
      after: { active: false },
      createdAt: '2026-03-10T18:30:00.000Z',
    });
    expect(await actions('dir=asc&from=2026-03-10')).toEqual(['user.block', 'coupon.update']);
  });

  it('filters by action, entity, staff member and India days, and searches', async () => {
    expect(await actions('action=user.block')).toEqual(['user.block']);
    expect(await actions(`entityType=coupon&entityId=${couponId}`)).toEqual(['coupon.update']);
    expect(await actions(`adminId=${support.id}`)).toEqual(['user.block']);
    expect(await actions('from=2026-03-10&to=2026-03-10')).toEqual(['user.block']);
    expect(await actions('from=2026-03-11&to=2026-03-11')).toEqual(['coupon.update']);
    expect(await actions('search=SUPPORT@')).toEqual(['user.block']);
    expect(await actions(`search=${couponId.slice(0, 8)}`)).toEqual(['coupon.update']);
  });

  it('refuses a period that ends before it starts, and a malformed day', async () => {
    const reversed = await get('/api/admin/audit-log?from=2026-03-11&to=2026-03-10');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toMatch(/from must not be after to/);
    const malformed = await get('/api/admin/audit-log?from=10-03-2026');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/YYYY-MM-DD/);
  });

  it('exports every matching entry as CSV, the touched fields as quoted JSON', async () => {
    const res = await get('/api/admin/audit-log/export.csv?from=2026-03-10&to=2026-03-11');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/audit-log-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Time (IST),Staff e-mail,Action,Entity,Entity id,Before,After');
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual([
      'coupon.update',
      'user.block',
    ]);
    expect(lines[2]).toContain('2026-03-10 23:00');
    expect(res.body).toContain('""blockedReason"":""=HYPERLINK');
  });

  it('the export reads by keyset: pages of one give the same entries in both orders', async () => {
    const collect = async (dir: 'asc' | 'desc') => {
      const seen: string[] = [];
      for await (const page of ctx.app.auditTrail.pages({ sort: 'createdAt', dir }, 1))
        seen.push(...page.map((entry) => entry.action));
      return seen;
    };
    expect(await collect('desc')).toEqual(['coupon.update', 'user.block']);
    expect(await collect('asc')).toEqual(['user.block', 'coupon.update']);
  });

  it('has no route that changes an entry', async () => {
    const { token } = await ctx.app.tokens.issue('admin', superAdmin.id);
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'] as const) {
      const res = await ctx.app.inject({
        method,
        url: `/api/admin/audit-log/${crypto.randomUUID()}`,
        headers: { authorization: `Bearer ${token}` },
        payload: {},
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
