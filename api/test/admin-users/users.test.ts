import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq, sql } from 'drizzle-orm';
import { auditLog, users } from '../../src/db/schema/index';
import { type LoggedInStaff, type LoggedInUser, loginAdminAs, loginUser } from '../helpers/auth';
import { insertLead, insertProperty } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let support: LoggedInStaff;
let moderator: LoggedInStaff;
let owner: LoggedInUser;

type Method = 'GET' | 'POST';
const call = (staff: LoggedInStaff, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: staff.headers, ...(payload ? { payload } : {}) });

const auditRows = (entityId: string) =>
  ctx.app.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

async function addUser(phone: string, values: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await ctx.app.db
    .insert(users)
    .values({ phone, ...values })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

beforeAll(async () => {
  ctx = await createTestApp();
  support = await loginAdminAs(ctx, 'support');
  moderator = await loginAdminAs(ctx, 'moderator');
  owner = await loginUser(ctx, '9811100001');
  await ctx.app.db
    .update(users)
    .set({ name: 'Asha Verma', userType: 'owner', city: 'Pune', createdAt: new Date('2026-01-05') })
    .where(eq(users.id, owner.id));
  await addUser('9822200002', {
    name: 'Ravi Kumar',
    userType: 'agent',
    createdAt: new Date('2026-02-01'),
  });
  await addUser('9833300003', {
    name: 'Priya Ashok',
    userType: 'builder',
    createdAt: new Date('2026-03-01'),
  });
  await addUser('9844400004', { createdAt: new Date('2026-04-01') });
  await addUser('9855500005', {
    name: '100%_literal',
    blockedAt: new Date('2026-04-02'),
    blockedReason: 'Spam listings',
    createdAt: new Date('2026-04-02'),
  });
  const listing = await insertProperty(ctx.database, owner.id, { title: 'Quiet flat' });
  await insertProperty(ctx.database, owner.id, { status: 'draft' });
  await insertLead(ctx.database, listing.id, owner.id, { name: 'Seeker One' });
});
afterAll(() => ctx.close());

const list = async (query: string, staff = support) => {
  const res = await call(staff, 'GET', `/api/admin/users?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    data: { phone: string; name: string | null; status: string; listingsCount: number }[];
    total: number;
    totalCapped: boolean;
  };
};
const phones = (answer: { data: { phone: string }[] }) => answer.data.map((u) => u.phone);

describe(`admin users list (${engineUnderTest})`, () => {
  it('lists users newest first with role, status and listings count; any staff role may read', async () => {
    const answer = await list('', moderator);
    expect(phones(answer)).toEqual([
      '9855500005',
      '9844400004',
      '9833300003',
      '9822200002',
      '9811100001',
    ]);
    expect(answer).toMatchObject({ total: 5, totalCapped: false });
    expect(answer.data.at(-1)).toMatchObject({
      name: 'Asha Verma',
      listingsCount: 2,
      status: 'active',
    });
    expect(answer.data[0]).toMatchObject({ status: 'blocked', listingsCount: 0 });
  });

  it('searches phone digits (any part, or exactly ten) and a part of the name in any case', async () => {
    expect(phones(await list('search=333'))).toEqual(['9833300003']);
    expect(phones(await list('search=98222%20000%2002'))).toEqual(['9822200002']);
    expect(phones(await list('search=%2B919844400004'))).toEqual(['9844400004']);
    expect(phones(await list('search=ASH&sort=name&dir=asc'))).toEqual([
      '9811100001',
      '9833300003',
    ]);
    // LIKE's wildcards match themselves
    expect(phones(await list('search=0%25_'))).toEqual(['9855500005']);
    expect(phones(await list('search=zzz'))).toEqual([]);
  });

  it('filters by role (none = never chose) and status, sorts by name', async () => {
    expect(phones(await list('role=agent'))).toEqual(['9822200002']);
    expect(phones(await list('role=none&status=active'))).toEqual(['9844400004']);
    expect(phones(await list('status=blocked'))).toEqual(['9855500005']);
    const byName = await list('sort=name&dir=asc&limit=2&page=2');
    expect(byName.data.map((u) => u.name)).toEqual(['Priya Ashok', 'Ravi Kumar']);
    expect(byName.total).toBe(5);
  });

  it('refuses a page beyond the 10,000-row window and an unknown filter, in words', async () => {
    const deep = await call(support, 'GET', '/api/admin/users?page=200&limit=100');
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toContain('narrow the filters');
    expect((await call(support, 'GET', '/api/admin/users?role=tenant')).statusCode).toBe(400);
  });

  it('exports every matching user as CSV with the same filters', async () => {
    const res = await call(support, 'GET', '/api/admin/users/export.csv?role=owner');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/users-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toContain('Mobile');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('9811100001');
    expect(lines[1]).toContain('Asha Verma');
  });
});

describe(`admin user detail (${engineUnderTest})`, () => {
  it('answers the profile, plan and counts, and the listings, leads and payments pages', async () => {
    const detail = await call(support, 'GET', `/api/admin/users/${owner.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().user).toMatchObject({
      phone: '9811100001',
      plan: null,
      counts: { listings: 2, activeListings: 1, leads: 1, payments: 0 },
    });
    const listings = (
      await call(support, 'GET', `/api/admin/users/${owner.id}/listings?limit=1`)
    ).json();
    expect(listings).toMatchObject({ total: 2, limit: 1 });
    expect(listings.data).toHaveLength(1);
    const leads = (await call(support, 'GET', `/api/admin/users/${owner.id}/leads`)).json();
    expect(leads.data).toEqual([
      expect.objectContaining({ name: 'Seeker One', propertyTitle: 'Quiet flat' }),
    ]);
    const payments = (await call(support, 'GET', `/api/admin/users/${owner.id}/payments`)).json();
    expect(payments).toMatchObject({ data: [], total: 0 });
  });

  it('answers 404 for an unknown user', async () => {
    const res = await call(support, 'GET', '/api/admin/users/00000000-0000-4000-8000-000000000009');
    expect(res.statusCode).toBe(404);
  });
});

describe(`blocking a user (${engineUnderTest})`, () => {
  it('needs a reason of 5 to 300 characters', async () => {
    const res = await call(support, 'POST', `/api/admin/users/${owner.id}/block`, {
      reason: 'bad',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('reason must be at least 5 characters');
    expect(await auditRows(owner.id)).toHaveLength(0);
  });

  it('is refused to a role without users.block, with no change and no audit entry', async () => {
    const res = await call(moderator, 'POST', `/api/admin/users/${owner.id}/block`, {
      reason: 'Fake listings reported',
    });
    expect(res.statusCode).toBe(403);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.blockedAt).toBeNull();
    expect(await auditRows(owner.id)).toHaveLength(0);
  });

  it('blocks with one audit entry, stops the user at once, and refuses their refresh', async () => {
    // the user's token works before the block
    expect(
      (await ctx.app.inject({ url: `/api/users/user/getUser/${owner.id}`, headers: owner.headers }))
        .statusCode,
    ).toBe(200);
    const res = await call(support, 'POST', `/api/admin/users/${owner.id}/block`, {
      reason: 'Fake listings reported',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      status: 'blocked',
      blockedReason: 'Fake listings reported',
    });
    const entries = await auditRows(owner.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'user.block',
      entityType: 'user',
      adminId: support.id,
      after: expect.objectContaining({ blockedReason: 'Fake listings reported' }),
    });
    const next = await ctx.app.inject({
      url: `/api/users/user/getUser/${owner.id}`,
      headers: owner.headers,
    });
    expect(next.statusCode).toBe(401);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/refresh-token',
      payload: { refreshToken: owner.refreshToken },
    });
    expect(refresh.statusCode).toBe(403);
    expect(refresh.json()).toMatchObject({
      code: 'ACCOUNT_BLOCKED',
      message: 'Your account is blocked: Fake listings reported. Write to support to appeal.',
    });
  });

  it('refuses to block twice (409 in words) without another audit entry', async () => {
    const res = await call(support, 'POST', `/api/admin/users/${owner.id}/block`, {
      reason: 'Another reason here',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('already blocked');
    expect(await auditRows(owner.id)).toHaveLength(1);
  });

  it('unblocks with its own audit entry; unblocking an active user is a 409', async () => {
    const res = await call(support, 'POST', `/api/admin/users/${owner.id}/unblock`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ status: 'active', blockedReason: null });
    const entries = await auditRows(owner.id);
    expect(entries.map((e) => e.action).sort()).toEqual(['user.block', 'user.unblock']);
    const history = (await call(moderator, 'GET', `/api/admin/users/${owner.id}/history`)).json();
    expect(history.data.map((e: { action: string }) => e.action).sort()).toEqual([
      'user.block',
      'user.unblock',
    ]);
    expect(history.data[0].adminEmail).toBe(support.email);
    // they may log in again
    expect((await loginUser(ctx, owner.phone)).id).toBe(owner.id);
    const again = await call(support, 'POST', `/api/admin/users/${owner.id}/unblock`);
    expect(again.statusCode).toBe(409);
    const [{ n }] = (
      await ctx.app.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM audit_log WHERE entity_id = ${owner.id}`,
      )
    ).rows as [{ n: number }];
    expect(Number(n)).toBe(2);
  });
});
