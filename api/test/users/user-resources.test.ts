import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { properties, propertyMedia, subscriptions, users } from '../../src/db/schema/index';
import { DAY } from '../../src/lib/dates';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { insertLead, insertMedia, insertProperty, subscribe } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let alice: LoggedInUser;
let bob: LoggedInUser;
beforeAll(async () => {
  ctx = await createTestApp();
  alice = await loginUser(ctx, '9811111111');
  bob = await loginUser(ctx, '9822222222');
});
afterAll(() => ctx.close());

const call = (
  user: LoggedInUser,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

describe(`profile (${engineUnderTest})`, () => {
  it('reads and updates the own profile; isNewUser turns false once named', async () => {
    const before = await call(alice, 'GET', `/api/users/user/getUser/${alice.id}`);
    expect(before.json().user).toMatchObject({
      _id: alice.id,
      phone: alice.phone,
      isNewUser: true,
    });
    const res = await call(alice, 'PATCH', `/api/users/user/update/${alice.id}`, {
      name: 'Alice Fernandes',
      email: 'Alice@Example.com',
      city: 'Pune',
      userType: 'owner',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Alice Fernandes',
      email: 'alice@example.com',
      city: 'Pune',
      isNewUser: false,
    });
  });

  it('rejects mass assignment of phone, ids and counters', async () => {
    for (const payload of [
      { phone: '9999999999' },
      { _id: bob.id },
      { propertyCount: 99 },
      { name: 'X Y', role: 'admin' },
    ]) {
      const res = await call(alice, 'PATCH', `/api/users/user/update/${alice.id}`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('unknown field');
    }
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, alice.id));
    expect(row?.phone).toBe(alice.phone);
  });

  it('validates profile fields', async () => {
    const res = await call(alice, 'PATCH', `/api/users/user/update/${alice.id}`, {
      profileImage: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('profileImage');
  });
});

describe(`properties and media (${engineUnderTest})`, () => {
  it("lets the owner read an own property in any status, and nobody else's", async () => {
    const property = await insertProperty(ctx.database, alice.id, { status: 'pending-review' });
    const own = await call(alice, 'GET', `/api/property/${property.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().property).toMatchObject({ _id: property.id, status: 'pending-review' });
    expect((await call(bob, 'GET', `/api/property/${property.id}`)).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(alice, 'GET', `/api/property/${unknown}`)).statusCode).toBe(404);
  });

  it('lets the owner update a property, never its owner', async () => {
    const property = await insertProperty(ctx.database, alice.id);
    const res = await call(alice, 'PATCH', `/api/property/${property.id}`, {
      title: 'Renovated 2 BHK near the metro',
      price: 9_900_000,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().property).toMatchObject({
      _id: property.id,
      ownerId: alice.id,
      title: 'Renovated 2 BHK near the metro',
      price: 9_900_000,
    });
    const steal = await call(alice, 'PATCH', `/api/property/${property.id}`, { ownerId: bob.id });
    expect(steal.statusCode).toBe(400);
    expect(
      (await call(alice, 'PATCH', `/api/property/${property.id}`, { price: -1 })).statusCode,
    ).toBe(400);
    expect((await call(alice, 'PATCH', `/api/property/${property.id}`, {})).statusCode).toBe(400);
  });

  it('calls the bedroom count bhk, as search and the listing pages do', async () => {
    const property = await insertProperty(ctx.database, alice.id);
    const res = await call(alice, 'PATCH', `/api/property/${property.id}`, { bhk: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().property).toMatchObject({ _id: property.id, bhk: 3 });
    expect(res.json().property).not.toHaveProperty('bedrooms');
    const oldName = await call(alice, 'PATCH', `/api/property/${property.id}`, { bedrooms: 2 });
    expect(oldName.statusCode).toBe(400);
  });

  it('deletes a property with its media in one go', async () => {
    const property = await insertProperty(ctx.database, alice.id);
    await insertMedia(ctx.database, property.id, true);
    await insertMedia(ctx.database, property.id);
    const res = await call(alice, 'DELETE', `/api/property/${property.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isSuccess: true, message: 'Property deleted' });
    expect(
      await ctx.database.db.select().from(properties).where(eq(properties.id, property.id)),
    ).toHaveLength(0);
    expect(
      await ctx.database.db
        .select()
        .from(propertyMedia)
        .where(eq(propertyMedia.propertyId, property.id)),
    ).toHaveLength(0);
    expect((await call(alice, 'DELETE', `/api/property/${property.id}`)).statusCode).toBe(404);
  });

  it('updates and deletes media through vedio-image-details, moving the cover', async () => {
    const property = await insertProperty(ctx.database, alice.id);
    const cover = await insertMedia(ctx.database, property.id, true, 0);
    const second = await insertMedia(ctx.database, property.id, false, 1);
    const update = await call(alice, 'PATCH', `/api/vedio-image-details/${second.id}`, {
      action: 'update',
      caption: 'Living room',
    });
    expect(update.json()).toMatchObject({
      isSuccess: true,
      media: { _id: second.id, caption: 'Living room' },
    });
    const del = await call(alice, 'PATCH', `/api/vedio-image-details/${cover.id}`, {
      action: 'delete',
    });
    expect(del.json()).toEqual({ isSuccess: true, message: 'Media deleted', media: null });
    const [left] = await ctx.database.db
      .select()
      .from(propertyMedia)
      .where(eq(propertyMedia.propertyId, property.id));
    expect(left).toMatchObject({ id: second.id, isCover: true });
    expect(
      (await call(alice, 'PATCH', `/api/vedio-image-details/${second.id}`, { action: 'explode' }))
        .statusCode,
    ).toBe(400);
  });
});

describe(`favourites, leads, eligibility, image requests (${engineUnderTest})`, () => {
  it('adds, lists (title filter + paging) and toggles favourites idempotently', async () => {
    const flat = await insertProperty(ctx.database, bob.id, {
      title: 'Lake view villa in Whitefield',
    });
    const plot = await insertProperty(ctx.database, bob.id, { title: 'Corner plot in Sarjapur' });
    const add = (propertyId: string, isFavourite?: boolean) =>
      call(alice, 'POST', '/api/users/property/addFavourite', {
        userId: alice.id,
        propertyId,
        ...(isFavourite === undefined ? {} : { isFavourite }),
      });
    expect((await add(flat.id)).json()).toMatchObject({ isSuccess: true, isFavourite: true });
    expect((await add(plot.id, true)).json().isFavourite).toBe(true);
    expect((await add(plot.id, true)).json().isFavourite).toBe(true);
    const list = (
      await call(alice, 'GET', `/api/users/property/favourites/${alice.id}?limit=1&page=1`)
    ).json();
    expect(list).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(list.data).toHaveLength(1);
    const filtered = (
      await call(alice, 'GET', `/api/users/property/favourites/${alice.id}?title=villa`)
    ).json();
    expect(filtered.data.map((f: { property: { title: string } }) => f.property.title)).toEqual([
      'Lake view villa in Whitefield',
    ]);
    expect((await add(flat.id)).json().isFavourite).toBe(false);
    expect(
      (await call(alice, 'GET', `/api/users/property/favourites/${alice.id}`)).json().total,
    ).toBe(1);
  });

  it('lists leads on own properties with search, dates and paging', async () => {
    const property = await insertProperty(ctx.database, alice.id, {
      title: 'Garden flat in Koregaon Park',
    });
    const now = Date.now();
    await insertLead(ctx.database, property.id, alice.id, {
      name: 'Ravi Kumar',
      message: 'Is parking included?',
      createdAt: new Date(now - 10 * DAY),
    });
    await insertLead(ctx.database, property.id, alice.id, {
      name: 'Sana Shaikh',
      message: 'Visit on Sunday?',
      createdAt: new Date(now - 2 * DAY),
    });
    await insertLead(ctx.database, property.id, alice.id, {
      name: 'Arjun Rao',
      message: 'Final price?',
      createdAt: new Date(now),
    });
    const base = `/api/users/leads/${alice.id}`;
    const all = (await call(alice, 'GET', base)).json();
    expect(all.total).toBe(3);
    expect(all.data[0]).toMatchObject({
      name: 'Arjun Rao',
      propertyTitle: 'Garden flat in Koregaon Park',
    });
    expect(
      (await call(alice, 'GET', `${base}?search=sana`))
        .json()
        .data.map((l: { name: string }) => l.name),
    ).toEqual(['Sana Shaikh']);
    expect((await call(alice, 'GET', `${base}?search=koregaon`)).json().total).toBe(3);
    const day = (offset: number) => new Date(now - offset * DAY).toISOString().slice(0, 10);
    const ranged = (
      await call(alice, 'GET', `${base}?startDate=${day(3)}&endDate=${day(1)}`)
    ).json();
    expect(ranged.data.map((l: { name: string }) => l.name)).toEqual(['Sana Shaikh']);
    const paged = (await call(alice, 'GET', `${base}?limit=2&page=2`)).json();
    expect(paged.data.map((l: { name: string }) => l.name)).toEqual(['Ravi Kumar']);
    expect(
      (await call(alice, 'GET', `${base}?startDate=${day(1)}&endDate=${day(3)}`)).statusCode,
    ).toBe(400);
    expect((await call(alice, 'GET', `${base}?startDate=yesterday`)).statusCode).toBe(400);
  });

  it('decides posting eligibility from the subscription', async () => {
    const carol = await loginUser(ctx, '9833333333');
    const check = async () =>
      (await call(carol, 'GET', `/api/can-post-property/${carol.id}`)).json();
    const now = ctx.clock.now().getTime();
    // A user who never had a subscription gets the free plan (1 listing, 30 days) on the first check.
    expect(await check()).toEqual({
      isSuccess: true,
      canPost: true,
      message: 'You can post a property',
      reason: 'OK',
      propertyCount: 0,
    });
    const plans = await ctx.database.db
      .select({ quota: subscriptions.propertyQuota, endsAt: subscriptions.endsAt })
      .from(subscriptions)
      .where(eq(subscriptions.userId, carol.id));
    expect(plans).toEqual([{ quota: 1, endsAt: new Date(now + 30 * DAY) }]);
    expect(await check()).toMatchObject({ canPost: true, propertyCount: 0 });
    await insertProperty(ctx.database, carol.id);
    expect(await check()).toEqual({
      isSuccess: true,
      canPost: false,
      message: 'You have used all 1 listings of your plan',
      reason: 'QUOTA_EXHAUSTED',
      propertyCount: 1,
    });
    // The free plan is started once: when it ends, the user subscribes.
    await ctx.database.db
      .update(subscriptions)
      .set({ startsAt: new Date(now - 31 * DAY), endsAt: new Date(now - DAY) })
      .where(eq(subscriptions.userId, carol.id));
    expect(await check()).toEqual({
      isSuccess: true,
      canPost: false,
      message: 'No active subscription or subscription expired',
      reason: 'NO_SUBSCRIPTION',
      propertyCount: 1,
    });
    await subscribe(ctx.database, carol.id, {
      startsAt: new Date(now - 40 * DAY),
      endsAt: new Date(now - DAY),
      propertyQuota: 5,
    });
    expect((await check()).message).toBe('No active subscription or subscription expired');
    await subscribe(ctx.database, carol.id, {
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + 30 * DAY),
      propertyQuota: 5,
    });
    expect(await check()).toMatchObject({ canPost: true, reason: 'OK', propertyCount: 1 });
  });

  it('records image requests once per user and property', async () => {
    const property = await insertProperty(ctx.database, bob.id);
    const first = await call(alice, 'POST', '/api/users/request-images', {
      propertyId: property.id,
    });
    expect(first.json()).toEqual({ isSuccess: true, message: 'Image request sent to the owner' });
    const again = await call(alice, 'POST', '/api/users/request-images', {
      propertyId: property.id,
    });
    expect(again.json().message).toBe('You have already requested images for this property');
    expect(
      (await call(bob, 'POST', '/api/users/request-images', { propertyId: property.id }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(alice, 'POST', '/api/users/request-images', { propertyId: crypto.randomUUID() }))
        .statusCode,
    ).toBe(404);
  });
});
