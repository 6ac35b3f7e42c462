import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { InsightsAnswer, OwnerListingViewAnswer } from 'shared/contracts/ownerListings';
import { DAY } from '../../src/lib/dates';
import { indiaDay } from '../../src/plugins/app/owner-listings/india-day';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { insertLead, insertMedia, insertProperty } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
import { insertFavourite, insertImageRequest, insertSubmittedRevision, view } from './helpers';

let ctx: TestContext;
let owner: LoggedInUser;
let buyer: LoggedInUser;
let propertyId: string;
let start: number;

const insights = (query = '', as = owner, id = propertyId) =>
  ctx.app.inject({ url: `/api/property/${id}/insights${query}`, headers: as.headers });

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await loginUser(ctx, '9711000031');
  buyer = await loginUser(ctx, '9711000032');
  start = ctx.clock.now().getTime();
  propertyId = (await insertProperty(ctx.database, owner.id)).id;
  // Two days ago: two visitors; today: one visitor, one lead, one favourite.
  ctx.clock.advance(-2 * DAY);
  await view(ctx, propertyId, '10.30.0.1', 'Chrome');
  await view(ctx, propertyId, '10.30.0.2', 'Chrome');
  ctx.clock.advance(2 * DAY);
  await view(ctx, propertyId, '10.30.0.1', 'Chrome');
  await insertLead(ctx.database, propertyId, owner.id, {
    name: 'Ravi',
    createdAt: new Date(start),
  });
  await insertLead(ctx.database, propertyId, owner.id, {
    name: 'Long ago',
    createdAt: new Date(start - 40 * DAY),
  });
  await insertFavourite(ctx, buyer.id, propertyId);
});
afterAll(() => ctx.close());

describe(`GET /api/property/{id}/insights (${engineUnderTest})`, () => {
  it('answers 30 India days, oldest first, zero-filled, with the totals of that window', async () => {
    const res = await insights();
    expect(res.statusCode).toBe(200);
    const body = res.json() as InsightsAnswer;
    expect(body.series).toHaveLength(30);
    const today = indiaDay(new Date(start));
    const twoDaysAgo = indiaDay(new Date(start - 2 * DAY));
    expect(body.series.at(-1)).toEqual({ day: today, views: 1, leads: 1, favourites: 1 });
    expect(body.series.find((d) => d.day === twoDaysAgo)).toMatchObject({ views: 2, leads: 0 });
    expect(body.series[0]?.day).toBe(indiaDay(new Date(start - 29 * DAY)));
    expect(body.totals).toEqual({ views: 3, leads: 1, favourites: 1 });
  });

  it('takes another window and refuses one beyond 90 days', async () => {
    const week = (await insights('?days=7')).json() as InsightsAnswer;
    expect(week.series).toHaveLength(7);
    const res = await insights('?days=365');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('days must be at most 90');
  });

  it('lists photo requests newest first, answered once a photo was added after the request', async () => {
    const earlier = await insertImageRequest(ctx, propertyId, buyer.id, new Date(start - 5 * DAY));
    const third = await loginUser(ctx, '9711000033');
    // A photo added between the two requests answers the first one only.
    await insertMedia(ctx.database, propertyId);
    const later = await insertImageRequest(ctx, propertyId, third.id, new Date(Date.now() + DAY));
    const body = (await insights()).json() as InsightsAnswer;
    expect(body.imageRequests).toEqual([
      { _id: later.id, requestedAt: later.createdAt.toISOString(), answered: false },
      { _id: earlier.id, requestedAt: earlier.createdAt.toISOString(), answered: true },
    ]);
  });

  it("answers 404 to another user's listing, and to one that does not exist", async () => {
    const res = await insights('', buyer);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('series');
    const missing = await insights('', owner, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });
});

describe(`GET /api/property/{id}/listing (${engineUnderTest})`, () => {
  it('draws the owner listing in any status as the public page does, with its state', async () => {
    const rejected = await insertProperty(ctx.database, owner.id, {
      title: 'Rejected villa in Goa',
      status: 'rejected',
      rejectionReason: 'The price looks wrong',
    });
    await insertMedia(ctx.database, rejected.id, true);
    await insertSubmittedRevision(ctx, owner.id, propertyId);
    const res = await ctx.app.inject({
      url: `/api/property/${rejected.id}/listing`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as OwnerListingViewAnswer;
    expect(body).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The price looks wrong',
      pendingRevision: false,
    });
    expect(body.listing).toMatchObject({ _id: rejected.id, title: 'Rejected villa in Goa' });
    expect(body.listing.media).toHaveLength(1);
    const live = await ctx.app.inject({
      url: `/api/property/${propertyId}/listing`,
      headers: owner.headers,
    });
    expect(live.json()).toMatchObject({ status: 'active', pendingRevision: true });
  });

  it("answers 404 to another user's listing", async () => {
    const res = await ctx.app.inject({
      url: `/api/property/${propertyId}/listing`,
      headers: buyer.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});
