import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { properties } from '../../src/db/schema/index';
import { loginUser } from '../helpers/auth';
import { insertProperty } from '../helpers/fixtures';
import { insertMarket, type Letter, MARKET } from '../helpers/listings';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

const imagesDir = mkdtempSync(path.join(tmpdir(), 'pm-listing-images-'));
writeFileSync(path.join(imagesDir, 'demo-v1-01-640.webp'), Buffer.from('RIFF\0\0\0\0WEBPVP8 '));
process.env.LISTING_IMAGES_DIR = imagesDir;

let ctx: TestContext;
let ids: Record<Letter, string>;
let ownerId: string;
const OWNER_PHONE = '9822222222';

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await loginUser(ctx, OWNER_PHONE);
  await ctx.app.inject({
    method: 'PATCH',
    url: `/api/users/user/update/${owner.id}`,
    headers: owner.headers,
    payload: { name: 'Ramesh Kumar' },
  });
  ownerId = owner.id;
  ids = await insertMarket(ctx, owner.id);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe(`listing detail, similar, recent (${engineUnderTest})`, () => {
  it('shows public fields only: no phone, no street address, coordinates rounded', async () => {
    const res = await get(`/api/listings/${ids.A}`);
    expect(res.statusCode).toBe(200);
    const { listing } = res.json();
    expect(listing).toMatchObject({
      _id: ids.A,
      title: MARKET.A.title,
      amenities: ['lift', 'gym'],
      latitude: 19.118,
      longitude: 72.906,
      postedByName: 'Ramesh Kumar (Owner)',
      imageCount: 3,
    });
    expect(listing.media).toHaveLength(3);
    expect(listing.media[0].srcSet).toContain('320w');
    expect(listing.contactConsentText).toContain('Ramesh Kumar (Owner)');
    expect(res.body).not.toContain(OWNER_PHONE);
    expect(res.body).not.toContain('Secret Street');
    expect(listing).not.toHaveProperty('ownerId');
  });

  it('shows the RERA registration when there is one', async () => {
    const { listing } = (await get(`/api/listings/${ids.B}`)).json();
    expect(listing.rera).toEqual({ state: 'Maharashtra', id: 'P51800012345' });
  });

  it.each(['I', 'J', 'K'] as const)(
    'answers 404 for a listing that is not active (%s)',
    async (letter) => {
      const res = await get(`/api/listings/${ids[letter]}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ isSuccess: false, code: 'NOT_FOUND' });
    },
  );

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('/api/listings/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get("/api/listings/1' OR '1'='1")).statusCode).toBe(400);
  });

  it('finds similar listings: same city, deal and type, price within 35%', async () => {
    const res = await get(`/api/listings/${ids.A}/similar`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: { _id: string }) => c._id)).toEqual([ids.L]);
  });

  it('lists recent listings, newest first', async () => {
    const res = await get('/api/listings/recent?limit=3');
    expect(res.json().data.map((c: { _id: string }) => c._id)).toEqual([ids.A, ids.B, ids.C]);
    const rent = await get('/api/listings/recent?listingType=rent&city=bengaluru');
    expect(rent.json().data.map((c: { _id: string }) => c._id)).toEqual([ids.E]);
  });
});

describe(`header suggestions (${engineUnderTest})`, () => {
  const suggest = async (q: string) =>
    (await get(`/api/suggestions?q=${encodeURIComponent(q)}`)).json().data;

  it('suggests cities, localities and projects by prefix', async () => {
    expect(await suggest('mum')).toContainEqual(
      expect.objectContaining({ searchText: 'Mumbai', kind: 'city' }),
    );
    expect(await suggest('Pow')).toContainEqual(
      expect.objectContaining({ searchText: 'Powai', kind: 'locality', city: 'Mumbai' }),
    );
    expect(await suggest('orch')).toContainEqual(
      expect.objectContaining({ searchText: 'Orchid Heights', kind: 'project', city: 'Mumbai' }),
    );
  });

  it('puts admin-curated suggestions first', async () => {
    const rows = await suggest('whitefield');
    expect(rows[0]).toMatchObject({ kind: 'suggestion', searchText: 'Whitefield, Bengaluru' });
    expect(rows).toContainEqual(
      expect.objectContaining({ kind: 'locality', searchText: 'Whitefield' }),
    );
  });

  it('tolerates a typo only from 4 characters', async () => {
    expect(await suggest('Koramangla')).toContainEqual(
      expect.objectContaining({ searchText: 'Koramangala' }),
    );
    expect(await suggest('kro')).toEqual([]);
  });

  it('refuses blank or odd text', async () => {
    expect((await get('/api/suggestions?q=%20')).statusCode).toBe(400);
    expect((await get('/api/suggestions?q=%25%3B')).statusCode).toBe(400);
  });
});

describe(`caching of public reads (${engineUnderTest})`, () => {
  it.each([
    ['search', '/api/listings/search?city=Mumbai'],
    ['detail', '/api/listings/{A}'],
    ['suggestions', '/api/suggestions?q=mu'],
  ])('%s carries an ETag and answers 304 when it matches', async (_name, template) => {
    const url = template.replace('{A}', ids.A);
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const changed = await get(url, { 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);
  });

  it('serves a stale answer while one background request refreshes it, then forgets it', async () => {
    const listing = await insertProperty(ctx.database, ownerId, { publishedAt: new Date() });
    const url = `/api/listings/${listing.id}`;
    const price = async (res: { json(): { listing: { price: number } } }) =>
      res.json().listing.price;
    try {
      const first = await get(url);
      expect(first.headers['x-cache']).toBeUndefined();
      expect((await get(url)).headers['x-cache']).toBe('hit');
      await ctx.database.db
        .update(properties)
        .set({ price: 9_900_000 })
        .where(eq(properties.id, listing.id));
      ctx.clock.advance(61_000); // past the detail's max-age of 60 s
      const stale = await get(url);
      expect(stale.headers['x-cache']).toBe('stale');
      expect(stale.headers.age).toBe('61');
      expect(await price(stale)).toBe(9_500_000);
      let refreshed = stale;
      for (let i = 0; i < 50 && refreshed.headers['x-cache'] !== 'hit'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        refreshed = await get(url);
      }
      expect(refreshed.headers['x-cache']).toBe('hit');
      expect(await price(refreshed)).toBe(9_900_000);
      ctx.clock.advance(125_000); // past max-age and the stale minute of the refreshed answer
      expect((await get(url)).headers['x-cache']).toBeUndefined();
    } finally {
      await ctx.database.db.delete(properties).where(eq(properties.id, listing.id));
    }
  });

  it('serves demo images with a long cache life and nosniff', async () => {
    const res = await get('/api/listing-images/demo-v1-01-640.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('/api/listing-images/../../package.json')).statusCode).toBe(404);
  });
});
