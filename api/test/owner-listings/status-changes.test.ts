import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { properties } from '../../src/db/schema/index';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { insertProperty } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let owner: LoggedInUser;
let other: LoggedInUser;

const setStatus = (id: string, status: string, as = owner) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/property/${id}`,
    headers: as.headers,
    payload: { status },
  });
const stored = async (id: string) =>
  (await ctx.database.db.select().from(properties).where(eq(properties.id, id)))[0];

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await loginUser(ctx, '9711000041');
  other = await loginUser(ctx, '9711000042');
});
afterAll(() => ctx.close());

describe(`PATCH /api/property/{id} status by the owner (${engineUnderTest})`, () => {
  it('marks a live listing sold: it leaves the public pages at once and records when it closed', async () => {
    const { id } = await insertProperty(ctx.database, owner.id);
    expect((await ctx.app.inject({ url: `/api/listings/${id}` })).statusCode).toBe(200);
    const res = await setStatus(id, 'sold');
    expect(res.statusCode).toBe(200);
    expect(res.json().property.status).toBe('sold');
    expect((await stored(id))?.closedAt?.getTime()).toBe(ctx.clock.now().getTime());
    expect((await ctx.app.inject({ url: `/api/listings/${id}` })).statusCode).toBe(404);
  });

  it('pauses and resumes an approved listing, and rents out an expired one', async () => {
    const live = await insertProperty(ctx.database, owner.id, { listingType: 'rent' });
    expect((await setStatus(live.id, 'inactive')).statusCode).toBe(200);
    expect((await setStatus(live.id, 'active')).statusCode).toBe(200);
    const old = await insertProperty(ctx.database, owner.id, { status: 'expired' });
    expect((await setStatus(old.id, 'rented')).statusCode).toBe(200);
  });

  it('refuses to make a listing live without its review or a renewal, saying what to do', async () => {
    const pending = await insertProperty(ctx.database, owner.id, { status: 'pending-review' });
    const res = await setStatus(pending.id, 'active');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'A pending review listing goes live only after its review: edit it and send it for review.',
    );
    expect((await stored(pending.id))?.status).toBe('pending-review');
    const rejected = await insertProperty(ctx.database, owner.id, { status: 'rejected' });
    expect((await setStatus(rejected.id, 'active')).statusCode).toBe(409);
    const expired = await insertProperty(ctx.database, owner.id, { status: 'expired' });
    const again = await setStatus(expired.id, 'active');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('renew it instead');
    const sold = await insertProperty(ctx.database, owner.id, { status: 'sold' });
    expect((await setStatus(sold.id, 'active')).statusCode).toBe(409);
    expect((await setStatus(sold.id, 'rented')).statusCode).toBe(409);
  });

  it("answers 404 to another user's listing and leaves it live", async () => {
    const { id } = await insertProperty(ctx.database, owner.id);
    expect((await setStatus(id, 'sold', other)).statusCode).toBe(404);
    expect((await stored(id))?.status).toBe('active');
  });
});
