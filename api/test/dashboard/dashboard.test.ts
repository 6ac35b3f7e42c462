import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { DashboardAnswer } from 'shared/contracts/dashboard';
import { favourites, propertyViews } from '../../src/db/schema/index';
import { DAY, HOUR } from '../../src/lib/dates';
import { indiaDay, indiaDayStart } from '../../src/plugins/app/owner-listings/india-day';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { insertLead, insertProperty, subscribe } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let owner: LoggedInUser;
let newcomer: LoggedInUser;
let soonId: string;
let laterId: string;
let expiredId: string;

const daysAgo = (n: number) => new Date(ctx.clock.now().getTime() - n * DAY);

/** `visitors` counted views of a listing on the India day `n` days ago. */
async function views(propertyId: string, n: number, visitors: number) {
  const viewDay = indiaDay(daysAgo(n));
  for (let i = 0; i < visitors; i++) {
    await ctx.database.db
      .insert(propertyViews)
      .values({ propertyId, viewDay, visitorKey: `visitor-${i}` });
  }
}

const dashboard = async (user: LoggedInUser, userId = user.id) =>
  ctx.app.inject({ url: `/api/users/dashboard/${userId}`, headers: user.headers });

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await loginUser(ctx, '9712000001');
  newcomer = await loginUser(ctx, '9712000002');
  const buyer = await loginUser(ctx, '9712000003');
  const otherOwner = await loginUser(ctx, '9712000004');
  const now = ctx.clock.now();
  const db = ctx.database;

  soonId = (
    await insertProperty(db, owner.id, {
      title: 'Soon to expire',
      expiresAt: new Date(now.getTime() + 3 * DAY),
    })
  ).id;
  laterId = (
    await insertProperty(db, owner.id, {
      title: 'Expires later',
      expiresAt: new Date(now.getTime() + 8 * DAY),
    })
  ).id;
  expiredId = (
    await insertProperty(db, owner.id, {
      title: 'Already expired',
      status: 'expired',
      expiresAt: new Date(now.getTime() - 2 * DAY),
    })
  ).id;
  await insertProperty(db, owner.id, { title: 'In review', status: 'pending-review' });
  await insertProperty(db, owner.id, { title: 'Sold one', status: 'sold' });
  const othersId = (await insertProperty(db, otherOwner.id, { title: "Another owner's" })).id;

  await views(soonId, 0, 3);
  await views(soonId, 10, 2);
  await views(soonId, 30, 4); // the 31st day back: outside the window
  await views(laterId, 5, 1);
  await views(othersId, 0, 7);

  const lead = (propertyId: string, ownerId: string, createdAt: Date) =>
    insertLead(db, propertyId, ownerId, { name: 'Ravi', createdAt });
  await lead(soonId, owner.id, now);
  await lead(soonId, owner.id, daysAgo(3));
  await lead(soonId, owner.id, daysAgo(8)); // in the 30 days, not in this week
  await lead(soonId, owner.id, daysAgo(40));
  await lead(laterId, owner.id, daysAgo(6));
  await lead(othersId, otherOwner.id, now);

  await db.db.insert(favourites).values([
    { userId: buyer.id, propertyId: soonId },
    { userId: otherOwner.id, propertyId: soonId },
    { userId: buyer.id, propertyId: laterId },
    { userId: owner.id, propertyId: othersId },
  ]);

  await subscribe(db, owner.id, {
    startsAt: daysAgo(10),
    endsAt: new Date(now.getTime() + 12 * DAY + 6 * HOUR),
    propertyQuota: 10,
  });
});
afterAll(() => ctx.close());

describe(`GET /api/users/dashboard/{userId} (${engineUnderTest})`, () => {
  it("sums the owner's listings, views, leads and favourites, and nobody else's", async () => {
    const res = await dashboard(owner);
    expect(res.statusCode).toBe(200);
    const body = res.json() as DashboardAnswer;
    expect(body.listingsByStatus).toEqual({
      draft: 0,
      'pending-review': 1,
      active: 2,
      inactive: 0,
      rejected: 0,
      expired: 1,
      sold: 1,
      rented: 0,
    });
    expect(body.views30).toBe(6);
    expect(body.leadsThisWeek).toBe(3);
    expect(body.favouritesOfMyListings).toBe(3);
    expect(body.topListings).toEqual([
      { _id: soonId, title: 'Soon to expire', views: 5, leads: 3 },
      { _id: laterId, title: 'Expires later', views: 1, leads: 1 },
    ]);
  });

  it('draws 30 India days, oldest first, zero-filled, today last', async () => {
    const { series } = (await dashboard(owner)).json() as DashboardAnswer;
    expect(series).toHaveLength(30);
    expect(series[29]).toEqual({ day: indiaDay(ctx.clock.now()), views: 3, leads: 1 });
    expect(series[0]?.day).toBe(indiaDay(daysAgo(29)));
    expect(series.find((day) => day.day === indiaDay(daysAgo(10)))).toMatchObject({ views: 2 });
    expect(series.find((day) => day.day === indiaDay(daysAgo(8)))).toMatchObject({ leads: 1 });
    expect(series.filter((day) => day.views === 0 && day.leads === 0)).toHaveLength(24);
  });

  it('puts a lead in the India day it happened: 23:59 IST yesterday is yesterday', async () => {
    const other = await loginUser(ctx, '9712000005');
    const listing = await insertProperty(ctx.database, other.id);
    const todayStart = indiaDayStart(indiaDay(ctx.clock.now()));
    await insertLead(ctx.database, listing.id, other.id, {
      name: 'Late',
      createdAt: new Date(todayStart.getTime() - 60_000),
    });
    await insertLead(ctx.database, listing.id, other.id, { name: 'Early', createdAt: todayStart });
    const { series } = (await dashboard(other)).json() as DashboardAnswer;
    expect(series.slice(-2).map((day) => day.leads)).toEqual([1, 1]);
  });

  it('shows the plan: quota, listings left and whole days left, rounded up', async () => {
    const { plan } = (await dashboard(owner)).json() as DashboardAnswer;
    expect(plan).toMatchObject({ propertyQuota: 10, listingsLeft: 5, daysLeft: 13 });
    expect(plan?.code).toEqual(expect.any(String));
    expect(plan?.name).toEqual(expect.any(String));
  });

  it('lists expired listings and live ones expiring within 7 days, soonest first', async () => {
    const { expiringSoon } = (await dashboard(owner)).json() as DashboardAnswer;
    expect(expiringSoon.map((listing) => [listing._id, listing.status])).toEqual([
      [expiredId, 'expired'],
      [soonId, 'active'],
    ]);
    expect(expiringSoon.some((listing) => listing._id === laterId)).toBe(false);
  });

  it('gives a new user zeros, an empty chart of 30 days and no plan', async () => {
    const res = await dashboard(newcomer);
    expect(res.statusCode).toBe(200);
    const body = res.json() as DashboardAnswer;
    expect(Object.values(body.listingsByStatus).every((n) => n === 0)).toBe(true);
    expect(body).toMatchObject({
      views30: 0,
      leadsThisWeek: 0,
      favouritesOfMyListings: 0,
      plan: null,
      topListings: [],
      expiringSoon: [],
    });
    expect(body.series).toHaveLength(30);
    expect(body.series.every((day) => day.views === 0 && day.leads === 0)).toBe(true);
  });

  it('shows no plan once it ended, and never fewer than 0 listings left', async () => {
    const lapsed = await loginUser(ctx, '9712000006');
    await subscribe(ctx.database, lapsed.id, {
      startsAt: daysAgo(40),
      endsAt: daysAgo(1),
      propertyQuota: 5,
    });
    expect(((await dashboard(lapsed)).json() as DashboardAnswer).plan).toBeNull();

    const full = await loginUser(ctx, '9712000007');
    await insertProperty(ctx.database, full.id);
    await insertProperty(ctx.database, full.id);
    await subscribe(ctx.database, full.id, {
      startsAt: daysAgo(1),
      endsAt: new Date(ctx.clock.now().getTime() + DAY),
      propertyQuota: 1,
    });
    const { plan } = (await dashboard(full)).json() as DashboardAnswer;
    expect(plan).toMatchObject({ propertyQuota: 1, listingsLeft: 0, daysLeft: 1 });
  });

  it("answers 403 to another user asking for the owner's dashboard, and 401 without a token", async () => {
    const res = await dashboard(newcomer, owner.id);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Soon to expire');
    const anonymous = await ctx.app.inject({ url: `/api/users/dashboard/${owner.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a user id that is not an id with 400', async () => {
    const res = await dashboard(owner, 'me');
    expect(res.statusCode).toBe(400);
  });
});
