import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { favourites, properties } from '../../src/db/schema/index';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { insertProperty } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let owner: LoggedInUser;
let buyer: LoggedInUser;
let other: LoggedInUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await loginUser(ctx, '9733000001');
  buyer = await loginUser(ctx, '9733000002');
  other = await loginUser(ctx, '9733000003');
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (user: LoggedInUser, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

const save = (propertyId: string) =>
  call(buyer, 'POST', '/api/users/property/addFavourite', {
    userId: buyer.id,
    propertyId,
    isFavourite: true,
  });

async function listOf(user: LoggedInUser) {
  const res = await call(user, 'GET', `/api/users/property/favourites/${user.id}?limit=50`);
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    _id: string;
    propertyId: string | null;
    titleAtSave: string;
    priceAtSave: number;
    property: { title: string } | null;
    notice: string | null;
  }[];
}

describe(`favourites say what changed since they were saved (${engineUnderTest})`, () => {
  it('keeps the title and price at save and says removed, sold, rented, unavailable or a price move', async () => {
    const make = (title: string) =>
      insertProperty(ctx.database, owner.id, { title, price: 5_000_000 });
    const same = await make('Unchanged flat in Baner');
    const dropped = await make('Flat whose price dropped');
    const rose = await make('Flat whose price rose');
    const sold = await make('Flat that was sold');
    const rented = await make('Flat that was rented');
    const expired = await make('Flat that expired');
    const removed = await make('Flat that was removed');
    for (const p of [same, dropped, rose, sold, rented, expired, removed])
      expect((await save(p.id)).statusCode).toBe(200);

    const set = (id: string, values: Partial<typeof properties.$inferInsert>) =>
      ctx.database.db.update(properties).set(values).where(eq(properties.id, id));
    await set(dropped.id, { price: 4_500_000 });
    await set(rose.id, { price: 5_500_000 });
    await set(sold.id, { status: 'sold' });
    await set(rented.id, { status: 'rented' });
    await set(expired.id, { status: 'expired' });
    const deleted = await call(owner, 'DELETE', `/api/property/${removed.id}`);
    expect(deleted.statusCode).toBe(200);

    const byTitle = new Map((await listOf(buyer)).map((f) => [f.titleAtSave, f]));
    expect(byTitle.get('Unchanged flat in Baner')).toMatchObject({
      propertyId: same.id,
      priceAtSave: 5_000_000,
      notice: null,
    });
    expect(byTitle.get('Flat whose price dropped')?.notice).toBe('price-dropped');
    expect(byTitle.get('Flat whose price rose')?.notice).toBe('price-rose');
    expect(byTitle.get('Flat that was sold')?.notice).toBe('sold');
    expect(byTitle.get('Flat that was rented')?.notice).toBe('rented');
    expect(byTitle.get('Flat that expired')?.notice).toBe('unavailable');
    expect(byTitle.get('Flat that was removed')).toMatchObject({
      propertyId: null,
      property: null,
      notice: 'removed',
      priceAtSave: 5_000_000,
    });
  });

  it('finds a removed listing by the title it had when saved', async () => {
    const res = await call(
      buyer,
      'GET',
      `/api/users/property/favourites/${buyer.id}?title=${encodeURIComponent('was removed')}`,
    );
    expect(res.json()).toMatchObject({ total: 1, data: [{ notice: 'removed' }] });
  });

  it('deletes a favourite by its id, also one whose listing was removed; another user gets 403 or 404', async () => {
    const removed = (await listOf(buyer)).find((f) => f.notice === 'removed');
    if (!removed) throw new Error('the removed favourite is missing');
    const url = `/api/users/property/favourites/${buyer.id}/${removed._id}`;
    expect((await call(other, 'DELETE', url)).statusCode).toBe(403);
    const otherPath = `/api/users/property/favourites/${other.id}/${removed._id}`;
    expect((await call(other, 'DELETE', otherPath)).statusCode).toBe(404);
    expect((await call(buyer, 'DELETE', url)).json()).toMatchObject({ isSuccess: true });
    expect((await call(buyer, 'DELETE', url)).statusCode).toBe(404);
    const [row] = await ctx.database.db
      .select()
      .from(favourites)
      .where(eq(favourites.id, removed._id));
    expect(row).toBeUndefined();
  });
});
