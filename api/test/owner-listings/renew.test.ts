import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { properties, subscriptions } from '../../src/db/schema/index';
import { DAY } from '../../src/lib/dates';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { insertProperty, subscribe } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let owner: LoggedInUser;
let other: LoggedInUser;

const renew = (id: string, as = owner) =>
  ctx.app.inject({ method: 'POST', url: `/api/property/${id}/renew`, headers: as.headers });
const stored = async (id: string) =>
  (await ctx.database.db.select().from(properties).where(eq(properties.id, id)))[0];

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await loginUser(ctx, '9711000021');
  other = await loginUser(ctx, '9711000022');
  const now = ctx.clock.now().getTime();
  await subscribe(ctx.database, owner.id, {
    startsAt: new Date(now - DAY),
    endsAt: new Date(now + 60 * DAY),
    propertyQuota: 5,
  });
});
afterAll(() => ctx.close());

describe(`POST /api/property/{id}/renew (${engineUnderTest})`, () => {
  it('gives an expired listing 30 days from now and makes it active again', async () => {
    const now = ctx.clock.now().getTime();
    const { id } = await insertProperty(ctx.database, owner.id, {
      status: 'expired',
      expiresAt: new Date(now - 3 * DAY),
    });
    const res = await renew(id);
    expect(res.statusCode).toBe(200);
    const expected = new Date(now + 30 * DAY).toISOString();
    expect(res.json().property).toEqual({ _id: id, status: 'active', expiresAt: expected });
    expect((await stored(id))?.expiresAt?.toISOString()).toBe(expected);
  });

  it('adds 30 days to the expiry of an active listing that expires within 7 days', async () => {
    const now = ctx.clock.now().getTime();
    const expiresAt = new Date(now + 6 * DAY);
    const { id } = await insertProperty(ctx.database, owner.id, { expiresAt });
    const res = await renew(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().property.expiresAt).toBe(
      new Date(expiresAt.getTime() + 30 * DAY).toISOString(),
    );
  });

  it('refuses an active listing with more than 7 days left, and one in review, with 409', async () => {
    const now = ctx.clock.now().getTime();
    const later = await insertProperty(ctx.database, owner.id, {
      expiresAt: new Date(now + 8 * DAY),
    });
    const res = await renew(later.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'NOT_RENEWABLE' });
    expect(res.json().message).toContain('within 7 days');
    const pending = await insertProperty(ctx.database, owner.id, { status: 'pending-review' });
    expect((await renew(pending.id)).statusCode).toBe(409);
    expect((await stored(later.id))?.expiresAt?.getTime()).toBe(now + 8 * DAY);
  });

  it("answers 404 to another user's listing and leaves it as it was", async () => {
    const now = ctx.clock.now().getTime();
    const { id } = await insertProperty(ctx.database, owner.id, {
      status: 'expired',
      expiresAt: new Date(now - DAY),
    });
    const res = await renew(id, other);
    expect(res.statusCode).toBe(404);
    expect((await stored(id))?.status).toBe('expired');
  });

  it('sends an owner without an active plan to the plans with 409 NO_SUBSCRIPTION', async () => {
    const now = ctx.clock.now().getTime();
    await ctx.database.db
      .update(subscriptions)
      .set({ endsAt: new Date(now - 1000) })
      .where(eq(subscriptions.userId, owner.id));
    const { id } = await insertProperty(ctx.database, owner.id, {
      status: 'expired',
      expiresAt: new Date(now - DAY),
    });
    const res = await renew(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      isSuccess: false,
      code: 'NO_SUBSCRIPTION',
      reason: 'NO_SUBSCRIPTION',
    });
    expect(res.json().message).toContain('plans page');
    expect((await stored(id))?.status).toBe('expired');
  });

  it('makes a renewed listing public again at once (the answer cache is purged)', async () => {
    const now = ctx.clock.now().getTime();
    await ctx.database.db
      .update(subscriptions)
      .set({ endsAt: new Date(now + 30 * DAY) })
      .where(eq(subscriptions.userId, owner.id));
    const { id } = await insertProperty(ctx.database, owner.id, {
      status: 'expired',
      expiresAt: new Date(now - DAY),
    });
    expect((await ctx.app.inject({ url: `/api/listings/${id}` })).statusCode).toBe(404);
    expect((await renew(id)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/listings/${id}` })).statusCode).toBe(200);
  });
});
