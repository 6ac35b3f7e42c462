import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { sql } from 'drizzle-orm';
import type { AdminDashboardAnswer } from 'shared/contracts/adminDashboard';
import type { AdminRole } from 'shared/contracts/adminPermissions';
import { admins, listingDrafts, payments, plans, users } from '../../src/db/schema/index';
import { DAY, HOUR, MINUTE } from '../../src/lib/dates';
import { CLOSED_DAY_TTL_MS } from '../../src/plugins/app/admin-dashboard/admin-dashboard-repository';
import { indiaDay, indiaDayStart } from '../../src/plugins/app/owner-listings/india-day';
import { insertProperty } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
const headersOf: Partial<Record<AdminRole, { authorization: string }>> = {};
const staffIds: Partial<Record<AdminRole, string>> = {};

/** A staff member of `role` with an access token (the login itself is tested elsewhere). */
async function staff(role: AdminRole) {
  const [row] = await ctx.database.db
    .insert(admins)
    .values({ email: `dash-${role}@example.test`, name: `Dash ${role}`, role, passwordHash: 'x' })
    .returning({ id: admins.id });
  staffIds[role] = row?.id as string;
  await issueToken(role);
}

/** A fresh access token (after the clock moved past the last one's lifetime). */
async function issueToken(role: AdminRole) {
  const { token } = await ctx.app.tokens.issue('admin', staffIds[role] as string);
  headersOf[role] = { authorization: `Bearer ${token}` };
}

const get = (role: AdminRole, query = '') =>
  ctx.app.inject({ url: `/api/admin/dashboard${query}`, headers: headersOf[role] });

/** Noon (India time) of the India day `n` days before today. */
const noonDaysAgo = (n: number) =>
  new Date(
    indiaDayStart(indiaDay(new Date(ctx.clock.now().getTime() - n * DAY))).getTime() + 12 * HOUR,
  );
const dayAgo = (n: number) => indiaDay(new Date(ctx.clock.now().getTime() - n * DAY));

beforeAll(async () => {
  ctx = await createTestApp();
  // The suite's "now" is mid-afternoon India time, so that fixtures a few hours old fall on
  // today's India day whatever hour it runs at (near India midnight they would not).
  const realNow = ctx.clock.now().getTime();
  let afternoon = indiaDayStart(indiaDay(new Date(realNow))).getTime() + 15 * HOUR;
  if (afternoon < realNow) afternoon += DAY;
  ctx.clock.advance(afternoon - realNow);
  const db = ctx.database.db;
  const now = ctx.clock.now();
  await staff('super-admin');
  await staff('moderator');
  await staff('finance');

  const userAt = async (phone: string, createdAt: Date) =>
    (await db.insert(users).values({ phone, createdAt }).returning({ id: users.id }))[0]
      ?.id as string;
  const owner = await userAt('9713000001', noonDaysAgo(0));
  await userAt('9713000002', noonDaysAgo(0));
  await userAt('9713000003', noonDaysAgo(2));
  await userAt('9713000004', noonDaysAgo(40)); // before the default 30 days

  const live = await insertProperty(ctx.database, owner, { createdAt: noonDaysAgo(1) });
  await insertProperty(ctx.database, owner, { createdAt: noonDaysAgo(1), status: 'sold' });
  // In review: one for 3 hours, one for 1 hour; and a submitted edit of the live listing, 2 hours.
  const review = (updatedAt: Date) =>
    insertProperty(ctx.database, owner, {
      status: 'pending-review',
      createdAt: updatedAt,
      updatedAt,
    });
  await review(new Date(now.getTime() - 3 * HOUR));
  await review(new Date(now.getTime() - 1 * HOUR));
  await db.insert(listingDrafts).values({
    ownerId: owner,
    propertyId: live.id,
    submittedAt: new Date(now.getTime() - 2 * HOUR),
  });

  const lead = (createdAt: Date) =>
    db.execute(sql`INSERT INTO leads (property_id, owner_id, name, phone, created_at)
      VALUES (${live.id}, ${owner}, 'Ravi', '9000000001', ${createdAt})`);
  await lead(noonDaysAgo(0));
  await lead(noonDaysAgo(5));
  await lead(noonDaysAgo(5));
  await lead(noonDaysAgo(45)); // before the default 30 days

  const [plan] = await db.select().from(plans).orderBy(plans.sortOrder).limit(1);
  const pay = (n: number, status: 'paid' | 'failed', amountPaise: number, paidAt: Date | null) =>
    db.insert(payments).values({
      userId: owner,
      planId: plan?.id as string,
      gateway: 'test',
      gatewayOrderId: `order_dash_${n}`,
      basePaise: amountPaise,
      gstPaise: 0,
      amountPaise,
      status,
      paidAt,
    });
  await pay(1, 'paid', 99_900, noonDaysAgo(3));
  await pay(2, 'paid', 50_000, noonDaysAgo(0));
  await pay(3, 'failed', 70_000, null);
  await pay(4, 'paid', 10_000, noonDaysAgo(60)); // outside the period
});
afterAll(() => ctx.close());

describe(`admin dashboard (${engineUnderTest})`, () => {
  it('counts the last 30 India days by default, every day present with zeros filled', async () => {
    const res = await get('super-admin');
    expect(res.statusCode).toBe(200);
    const body = res.json() as AdminDashboardAnswer;
    expect(body.from).toBe(dayAgo(29));
    expect(body.to).toBe(dayAgo(0));
    expect(body.days).toHaveLength(30);
    expect(body.days.map((d) => d.day)).toEqual(
      Array.from({ length: 30 }, (_, i) => dayAgo(29 - i)),
    );
    const on = (n: number) => body.days.find((d) => d.day === dayAgo(n));
    expect(on(0)).toEqual({ day: dayAgo(0), newUsers: 2, newListings: 2, leads: 1 });
    expect(on(1)).toEqual({ day: dayAgo(1), newUsers: 0, newListings: 2, leads: 0 });
    expect(on(2)).toEqual({ day: dayAgo(2), newUsers: 1, newListings: 0, leads: 0 });
    expect(on(5)).toEqual({ day: dayAgo(5), newUsers: 0, newListings: 0, leads: 2 });
    expect(on(10)).toEqual({ day: dayAgo(10), newUsers: 0, newListings: 0, leads: 0 });
    expect(body.totals).toEqual({ newUsers: 3, newListings: 4, leads: 3 });
  });

  it('shows listings by status now and the review queue with its oldest and median wait', async () => {
    const body = (await get('moderator')).json() as AdminDashboardAnswer;
    expect(body.listingsByStatus).toMatchObject({
      active: 1,
      sold: 1,
      'pending-review': 2,
      draft: 0,
    });
    expect(body.reviewQueue.size).toBe(3);
    expect(body.reviewQueue.oldestSince).toBe(
      new Date(ctx.clock.now().getTime() - 3 * HOUR).toISOString(),
    );
    expect(body.reviewQueue.medianWaitMinutes).toBe(120);
  });

  it('sums paid payments of the period per plan for a role with revenue.view', async () => {
    const body = (await get('finance')).json() as AdminDashboardAnswer;
    expect(body.revenue?.totalPaise).toBe(149_900);
    expect(body.revenue?.payments).toBe(2);
    const withPayments = body.revenue?.plans.filter((plan) => plan.payments > 0);
    expect(withPayments).toHaveLength(1);
    expect(withPayments?.[0]?.amountPaise).toBe(149_900);
    // Every plan is listed, so a plan nobody bought shows 0.
    const planCount = (await ctx.database.db.select().from(plans)).length;
    expect(body.revenue?.plans).toHaveLength(planCount);
  });

  it('hides revenue from a role without revenue.view', async () => {
    const body = (await get('moderator')).json() as AdminDashboardAnswer;
    expect(body.revenue).toBeNull();
    expect(body.totals.leads).toBe(3);
  });

  it('takes a chosen period of India days, both ends included', async () => {
    const body = (await get('super-admin', `?from=${dayAgo(50)}&to=${dayAgo(40)}`)).json();
    expect(body.days).toHaveLength(11);
    expect(body.totals).toEqual({ newUsers: 1, newListings: 0, leads: 1 });
    expect(body.revenue.totalPaise).toBe(0);
    const one = (await get('super-admin', `?from=${dayAgo(0)}&to=${dayAgo(0)}`)).json();
    expect(one.days).toHaveLength(1);
    expect(one.totals).toEqual({ newUsers: 2, newListings: 2, leads: 1 });
  });

  it('counts a row at the edge of an India day on that day (IST, not UTC)', async () => {
    const startOfToday = indiaDayStart(dayAgo(0));
    const [row] = await ctx.database.db
      .insert(users)
      .values({ phone: '9713000099', createdAt: new Date(startOfToday.getTime() + MINUTE) })
      .returning({ id: users.id });
    const body = (await get('super-admin', `?from=${dayAgo(1)}&to=${dayAgo(0)}`)).json();
    expect(body.days[1].newUsers).toBe(3);
    expect(body.days[0].newUsers).toBe(0);
    expect(row).toBeDefined();
  });

  it('refuses a bad period with a message saying what to choose', async () => {
    const tooLong = await get('super-admin', '?from=2024-01-01&to=2025-01-02');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('at most 366 days');
    const reversed = await get('super-admin', '?from=2025-02-02&to=2025-02-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toContain('from must not be after to');
    const half = await get('super-admin', '?from=2025-02-02');
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toContain('both from and to');
    const notADay = await get('super-admin', '?from=2025-02-31&to=2025-03-01');
    expect(notADay.statusCode).toBe(400);
  });
});

describe(`admin dashboard counts of ended days (${engineUnderTest})`, () => {
  it('reuses an ended day for 10 minutes, then counts it again; today is always live', async () => {
    // Fixed days, so the test holds if the clock's advance crosses midnight in India.
    const week = `?from=${dayAgo(6)}&to=${dayAgo(0)}`;
    const target = dayAgo(3);
    const newUsersOnTarget = async () => {
      const body = (await get('super-admin', week)).json() as AdminDashboardAnswer;
      return body.days.find((d) => d.day === target)?.newUsers;
    };
    const before = await newUsersOnTarget();
    await ctx.database.db.insert(users).values({ phone: '9713000077', createdAt: noonDaysAgo(3) });
    expect(await newUsersOnTarget()).toBe(before);
    ctx.clock.advance(CLOSED_DAY_TTL_MS + MINUTE);
    await issueToken('super-admin');
    expect(await newUsersOnTarget()).toBe((before ?? 0) + 1);
  });
});
