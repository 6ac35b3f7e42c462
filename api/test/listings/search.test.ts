import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { properties } from '../../src/db/schema/index';
import { loginUser } from '../helpers/auth';
import { insertProperty } from '../helpers/fixtures';
import { insertMarket, type Letter, MARKET, PUBLIC_LETTERS } from '../helpers/listings';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let ids: Record<Letter, string>;
let letterOf: Map<string, Letter>;
let ownerId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await loginUser(ctx, '9811111111');
  ownerId = owner.id;
  ids = await insertMarket(ctx, owner.id);
  letterOf = new Map(Object.entries(ids).map(([letter, id]) => [id, letter as Letter]));
});
afterAll(() => ctx.close());

async function search(query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/listings/search?${query}` });
  if (res.statusCode !== 200) throw new Error(`${query} -> ${res.statusCode} ${res.body}`);
  const body = res.json();
  return {
    ...body,
    letters: body.data.map((c: { _id: string }) => letterOf.get(c._id)) as Letter[],
  };
}

describe(`listing search (${engineUnderTest})`, () => {
  it('lists only active listings, newest first, with the total', async () => {
    const result = await search('');
    expect(result.letters).toEqual(PUBLIC_LETTERS);
    expect(result.total).toBe(9);
    expect(result.nextCursor).toBeNull();
  });

  it.each([
    ['city=mumbai', ['A', 'B', 'C', 'L']],
    ['city=Mumbai&locality=powai', ['A', 'C', 'L']],
    ['listingType=rent', ['C', 'E', 'H']],
    ['propertyType=villa,plot', ['D', 'F']],
    ['propertyType=villa&propertyType=plot', ['D', 'F']],
    ['bhk=2,3', ['A', 'B', 'E', 'L']],
    ['bhk=5', ['G']],
    ['budgetMin=20000000&budgetMax=40000000', ['A', 'D', 'L']],
    ['budgetMax=50000', ['C', 'H']],
    ['areaMin=1500&areaMax=2000', ['B', 'E', 'F']],
    ['furnishing=furnished', ['A', 'D', 'G', 'H']],
    ['possession=under-construction', ['B']],
    ['postedBy=agent', ['C', 'F', 'L']],
    ['postedBy=builder', ['B']],
    ['amenities=lift,gym', ['A', 'B']],
    ['q=lake%20view', ['A']],
    ['q=Orchid%20Heights', ['L']],
    ['search=saket', ['G']],
    // A place named in the text is a place filter; the other words are searched as text.
    ['q=Powai%20Mumbai&sort=newest', ['A', 'C', 'L']],
    ['q=2%20bhk%20in%20powai&sort=newest', ['A', 'L']],
    ['city=Delhi&q=powai', []],
    ['city=Mumbai&listingType=sale&bhk=2&budgetMax=30000000&amenities=lift', ['A', 'L']],
    ['city=Chennai', []],
  ] as const)('filters %s', async (query, expected) => {
    const result = await search(query);
    expect(result.letters).toEqual(expected);
    expect(result.total).toBe(expected.length);
  });

  it('sorts by price both ways, leaving out listings without a price', async () => {
    expect((await search('sort=price-asc')).letters).toEqual([
      'H',
      'C',
      'E',
      'F',
      'A',
      'L',
      'D',
      'B',
      'G',
    ]);
    expect((await search('sort=price-desc')).letters).toEqual([
      'G',
      'B',
      'D',
      'L',
      'A',
      'F',
      'E',
      'C',
      'H',
    ]);
  });

  it('sorts by price per sq.ft (listings without an area are left out)', async () => {
    const result = await search('sort=price-per-sqft');
    expect(result.letters).toEqual(['E', 'C', 'D', 'F', 'A', 'L', 'B', 'G']);
    expect(result.data[0].pricePerSqft).toBe(33);
    expect(result.total).toBe(8);
  });

  it('sorts by price per sq.ft within each purpose when Buy and Rent are both asked for', async () => {
    // A monthly rent per sq.ft above every sale's: mixed in one order it would land among the sales.
    const costlyRent = await insertProperty(ctx.database, ownerId, {
      title: 'Serviced studio for rent',
      listingType: 'rent',
      price: 5_000_000,
      areaSqft: 100,
    });
    try {
      // limit=20: an address no earlier test asked for, so the micro-cache has no older answer.
      const all = await search('sort=price-per-sqft&limit=20');
      const ids = all.data.map((c: { _id: string }) => c._id);
      expect(all.letters.slice(0, 2)).toEqual(['E', 'C']);
      expect(ids[2]).toBe(costlyRent.id);
      expect(all.letters.slice(3)).toEqual(['D', 'F', 'A', 'L', 'B', 'G']);

      const paged: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await search(
          `sort=price-per-sqft&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        );
        paged.push(...page.data.map((c: { _id: string }) => c._id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(paged).toEqual(ids);

      const rents = await search('listingType=rent&sort=price-per-sqft');
      expect(rents.data.map((c: { _id: string }) => c._id).at(-1)).toBe(costlyRent.id);
    } finally {
      await ctx.database.db.delete(properties).where(eq(properties.id, costlyRent.id));
    }
  });

  it('refuses a price-per-sq.ft cursor whose purpose was tampered with', async () => {
    const first = await search('sort=price-per-sqft&limit=2');
    const [sort, key, id, total, filters] = JSON.parse(
      Buffer.from(first.nextCursor, 'base64url').toString('utf8'),
    );
    const tampered = Buffer.from(
      JSON.stringify([sort, key.replace(/^rent:/, 'lease:'), id, total, filters]),
    ).toString('base64url');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/listings/search?sort=price-per-sqft&limit=2&cursor=${tampered}`,
    });
    expect(res.statusCode).toBe(400);
  });

  it('ranks by relevance: title matches before a newer description match', async () => {
    const newer = await insertProperty(ctx.database, ownerId, {
      title: 'Quiet 2 BHK flat',
      description: 'A short walk to the lake.',
      publishedAt: new Date(),
    });
    try {
      const ranked = (await search('q=lake&sort=relevance')).data.map(
        (c: { _id: string }) => c._id,
      );
      expect(ranked.slice(0, 2).sort()).toEqual([ids.A, ids.C].sort());
      expect(ranked.slice(2).sort()).toEqual([ids.D, newer.id].sort());
      const newest = (await search('q=lake&sort=newest')).data.map((c: { _id: string }) => c._id);
      expect(newest[0]).toBe(newer.id);
    } finally {
      await ctx.database.db.delete(properties).where(eq(properties.id, newer.id));
    }
  });

  it('lists the place a text names, newest first, when no other words are left to rank', async () => {
    expect((await search('q=powai&sort=relevance')).letters).toEqual(['A', 'C', 'L']);
  });

  it('pages with a keyset cursor, keeping the first page total', async () => {
    const seen: Letter[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const result = await search(`sort=price-asc&limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      expect(result.total).toBe(9);
      seen.push(...result.letters);
      cursor = result.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(['H', 'C', 'E', 'F', 'A', 'L', 'D', 'B', 'G']);
  });

  it('pages by relevance and by newest without repeats', async () => {
    for (const query of ['q=apartment&sort=relevance', 'sort=newest']) {
      const first = await search(`${query}&limit=2`);
      const second = await search(`${query}&limit=2&cursor=${first.nextCursor}`);
      expect(second.letters.filter((l: Letter) => first.letters.includes(l))).toEqual([]);
      expect(second.letters).toHaveLength(2);
    }
  });

  it('answers cards with the cover image in responsive sizes', async () => {
    const [card] = (await search('q=lake%20view')).data;
    expect(card).toMatchObject({
      title: MARKET.A.title,
      price: 25_000_000,
      pricePerSqft: 25_000,
      bhk: 2,
      city: 'Mumbai',
      locality: 'Powai',
      postedBy: 'owner',
      imageCount: 3,
      image: {
        url: '/api/listing-images/demo-v1-01-640.webp',
        width: 1024,
        height: 768,
        srcSet: expect.stringContaining('/api/listing-images/demo-v1-01-320.webp 320w'),
      },
    });
  });
});

describe(`listing search: bad input (${engineUnderTest})`, () => {
  it.each([
    ['budgetMin=-1', 'budgetMin must not be negative'],
    ['propertyType=castle', 'propertyType must be one of'],
    ['limit=10000', 'limit must be at most 50'],
    ['q=%27%3B%20DROP%20TABLE%20properties%3B--', 'q may contain only'],
    ["q=1'%20OR%20'1'%3D'1", 'q may contain only'],
    ['city=%3Cscript%3E', 'city may contain only'],
    ['bhk=abc', 'bhk must be a number'],
    ['budgetMin=5&budgetMax=1', 'budgetMin must not be greater than budgetMax'],
    ['sort=cheapest', 'sort must be one of'],
    ['colour=red', 'unknown field colour'],
    ['cursor=bm90LWEtY3Vyc29y', 'cursor is invalid'],
    ['cursor=%25%25', 'cursor is invalid'],
  ])('%s answers 400 saying what is wrong', async (query, message) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/listings/search?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSuccess: false, code: 'VALIDATION' });
    expect(res.json().message).toContain(message);
  });

  it('refuses a cursor from another sort or search', async () => {
    const first = await search('sort=price-asc&limit=2');
    for (const query of ['sort=price-desc', 'sort=price-asc&city=Mumbai']) {
      const res = await ctx.app.inject({
        url: `/api/listings/search?${query}&limit=2&cursor=${first.nextCursor}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('cursor belongs to another search');
    }
  });

  it('refuses a forged cursor key instead of failing in the database', async () => {
    const forged = Buffer.from(JSON.stringify(['price-asc', '1; DROP', ids.A, 9, 'x'])).toString(
      'base64url',
    );
    const res = await ctx.app.inject({
      url: `/api/listings/search?sort=price-asc&cursor=${forged}`,
    });
    expect(res.statusCode).toBe(400);
  });
});
