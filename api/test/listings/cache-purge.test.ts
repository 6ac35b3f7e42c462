import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { propertyMedia } from '../../src/db/schema/index';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { insertMarket, type Letter } from '../helpers/listings';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let owner: LoggedInUser;
let ids: Record<Letter, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await loginUser(ctx, '9815151515');
  ids = await insertMarket(ctx, owner.id);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ url });
const write = (method: 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });

/** Asks twice, so the second answer surely comes from the micro-cache. */
async function cached(url: string) {
  await get(url);
  const again = await get(url);
  expect(again.headers['x-cache']).toBe('hit');
  return again;
}

const searchIds = async (url: string) =>
  (await get(url)).json().data.map((card: { _id: string }) => card._id);

describe(`listing writes purge the micro-cache (${engineUnderTest})`, () => {
  it('a listing set inactive is gone at once from its detail page and from search', async () => {
    const detail = `/api/listings/${ids.D}`;
    const search = '/api/listings/search?city=Bengaluru';
    expect((await cached(detail)).statusCode).toBe(200);
    expect((await cached(search)).json().data.map((c: { _id: string }) => c._id)).toContain(ids.D);

    const res = await write('PATCH', `/api/property/${ids.D}`, { status: 'inactive' });
    expect(res.statusCode).toBe(200);

    expect((await get(detail)).statusCode).toBe(404);
    expect(await searchIds(search)).not.toContain(ids.D);
  });

  it('a price change shows at once on the detail page and in recent listings', async () => {
    const detail = `/api/listings/${ids.G}`;
    const recent = '/api/listings/recent?city=Delhi';
    await cached(detail);
    await cached(recent);
    expect((await write('PATCH', `/api/property/${ids.G}`, { price: 85_000_000 })).statusCode).toBe(
      200,
    );
    expect((await get(detail)).json().listing.price).toBe(85_000_000);
    const [card] = (await get(recent)).json().data;
    expect(card).toMatchObject({ _id: ids.G, price: 85_000_000 });
  });

  it('a deleted listing is gone at once', async () => {
    const detail = `/api/listings/${ids.E}`;
    await cached(detail);
    expect((await write('DELETE', `/api/property/${ids.E}`)).statusCode).toBe(200);
    expect((await get(detail)).statusCode).toBe(404);
  });

  it('a media change shows at once on the detail page', async () => {
    const detail = `/api/listings/${ids.A}`;
    await cached(detail);
    const [photo] = await ctx.database.db
      .select()
      .from(propertyMedia)
      .where(eq(propertyMedia.propertyId, ids.A));
    if (!photo) throw new Error('no photo');
    const res = await write('PATCH', `/api/vedio-image-details/${photo.id}`, {
      action: 'update',
      caption: 'Living room with a lake view',
    });
    expect(res.statusCode).toBe(200);
    const captions = (await get(detail))
      .json()
      .listing.media.map((m: { caption: string | null }) => m.caption);
    expect(captions).toContain('Living room with a lake view');
  });

  it('a refused write (not the owner) keeps the cached answers', async () => {
    const stranger = await loginUser(ctx, '9816161616');
    const detail = `/api/listings/${ids.B}`;
    await cached(detail);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/property/${ids.B}`,
      headers: stranger.headers,
      payload: { status: 'inactive' },
    });
    expect(res.statusCode).toBe(404);
    expect((await get(detail)).headers['x-cache']).toBe('hit');
  });
});
