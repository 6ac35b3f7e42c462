import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { propertyViews } from '../../src/db/schema/index';
import { DAY } from '../../src/lib/dates';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { insertProperty } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
import { view } from './helpers';

let ctx: TestContext;
let owner: LoggedInUser;
let liveId: string;
let pendingId: string;

const counted = async (propertyId: string) =>
  (
    await ctx.database.db
      .select()
      .from(propertyViews)
      .where(eq(propertyViews.propertyId, propertyId))
  ).length;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await loginUser(ctx, '9711000011');
  liveId = (await insertProperty(ctx.database, owner.id)).id;
  pendingId = (await insertProperty(ctx.database, owner.id, { status: 'pending-review' })).id;
});
afterAll(() => ctx.close());

describe(`POST /api/listings/{id}/views (${engineUnderTest})`, () => {
  it('counts one view per visitor and day: the same browser twice is one, two browsers are two', async () => {
    expect((await view(ctx, liveId, '10.20.0.1', 'Chrome on Android')).statusCode).toBe(204);
    expect((await view(ctx, liveId, '10.20.0.1', 'Chrome on Android')).statusCode).toBe(204);
    expect(await counted(liveId)).toBe(1);
    await view(ctx, liveId, '10.20.0.1', 'Safari on iPhone');
    expect(await counted(liveId)).toBe(2);
    await view(ctx, liveId, '10.20.0.2', 'Chrome on Android');
    expect(await counted(liveId)).toBe(3);
  });

  it('counts the same visitor again the next day, under a key that cannot be linked to the first', async () => {
    const before = await ctx.database.db
      .select()
      .from(propertyViews)
      .where(eq(propertyViews.propertyId, liveId));
    ctx.clock.advance(DAY);
    await view(ctx, liveId, '10.20.0.1', 'Chrome on Android');
    const after = await ctx.database.db
      .select()
      .from(propertyViews)
      .where(eq(propertyViews.propertyId, liveId));
    expect(after).toHaveLength(before.length + 1);
    const added = after.find((row) => !before.some((old) => old.id === row.id));
    expect(before.map((row) => row.visitorKey)).not.toContain(added?.visitorKey);
  });

  it('keeps no network address or browser name', async () => {
    const rows = await ctx.database.db.select().from(propertyViews);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('10.20.0');
    expect(stored).not.toContain('Chrome');
    for (const row of rows) expect(row.visitorKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers 204 without counting for a listing that is not live or does not exist', async () => {
    expect((await view(ctx, pendingId, '10.20.0.9', 'Firefox')).statusCode).toBe(204);
    expect(await counted(pendingId)).toBe(0);
    const unknown = await view(ctx, '00000000-0000-4000-8000-000000000000', '10.20.0.9', 'Firefox');
    expect(unknown.statusCode).toBe(204);
  });

  it('does not count the owner viewing their own listing with their token', async () => {
    const session = await loginUser(ctx, owner.phone);
    const before = await counted(liveId);
    const res = await view(ctx, liveId, '10.20.1.1', 'Owner browser', session.headers);
    expect(res.statusCode).toBe(204);
    expect(await counted(liveId)).toBe(before);
  });

  it('counts another logged-in user, and keeps no trace of who they are', async () => {
    const buyer = await loginUser(ctx, '9711000012');
    const before = await counted(liveId);
    const res = await view(ctx, liveId, '10.20.1.2', 'Buyer browser', buyer.headers);
    expect(res.statusCode).toBe(204);
    expect(await counted(liveId)).toBe(before + 1);
    const stored = JSON.stringify(await ctx.database.db.select().from(propertyViews));
    expect(stored).not.toContain(buyer.id);
  });

  it('counts a view with a token that is not valid as a visitor’s (the owner’s expired one too)', async () => {
    const session = await loginUser(ctx, owner.phone);
    const before = await counted(liveId);
    const garbage = await view(ctx, liveId, '10.20.1.3', 'Old browser', {
      authorization: 'Bearer not.a.real-token',
    });
    expect(garbage.statusCode).toBe(204);
    expect(await counted(liveId)).toBe(before + 1);

    ctx.clock.advance(DAY);
    const expired = await view(ctx, liveId, '10.20.1.4', 'Owner laptop', session.headers);
    expect(expired.statusCode).toBe(204);
    expect(await counted(liveId)).toBe(before + 2);
  });

  it('refuses an id that cannot be a listing with 400', async () => {
    const res = await view(ctx, 'not-an-id', '10.20.0.9', 'Firefox');
    expect(res.statusCode).toBe(400);
  });

  it('takes a beacon with a text body and counts it without a user-agent too', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/listings/${liveId}/views`,
      remoteAddress: '10.20.0.77',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: '',
    });
    expect(res.statusCode).toBe(204);
  });

  it('is rate-limited per address', async () => {
    let last = 0;
    for (let i = 0; i < 125; i++)
      last = (await view(ctx, liveId, '10.20.0.99', `UA ${i}`)).statusCode;
    expect(last).toBe(429);
  });
});
