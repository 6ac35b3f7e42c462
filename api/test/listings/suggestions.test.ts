import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { loginUser } from '../helpers/auth';
import { insertProperty } from '../helpers/fixtures';
import { insertMarket } from '../helpers/listings';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

type Row = { _id: string; searchText: string; kind?: string; city?: string | null };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await loginUser(ctx, '9833333333');
  // Beside the market: a three-letter-ish locality for the typo cut-off, and one locality name
  // in two cities.
  for (const [city, locality] of [
    ['Kolkata', 'Dum Dum'],
    ['Delhi', 'Civil Lines'],
    ['Jaipur', 'Civil Lines'],
  ] as const) {
    await insertProperty(ctx.database, owner.id, { city, locality, title: `Flat in ${locality}` });
  }
  await insertMarket(ctx, owner.id);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const answer = async (query: string) => {
  const res = await get(`/api/admin/suggestion?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Row[]; total: number; page: number; limit: number };
};
/** What the header asks: search, page 1, limit 10. */
const suggest = async (search: string) =>
  (await answer(`search=${encodeURIComponent(search)}&page=1&limit=10`)).data;
const texts = (rows: Row[]) => rows.map((r) => r.searchText);

describe(`header suggestions on admin/suggestion (${engineUnderTest})`, () => {
  it('answers a city by prefix, once, saying it is a city', async () => {
    const rows = await suggest('mum');
    expect(rows[0]).toMatchObject({ searchText: 'Mumbai', kind: 'city', city: null });
    expect(texts(rows).filter((t) => t.toLowerCase() === 'mumbai')).toHaveLength(1);
    expect(rows.every((r) => r.searchText.toLowerCase().startsWith('mum'))).toBe(true);
  });

  it('answers a locality by prefix with its city, after the admin-curated row', async () => {
    const rows = await suggest('Pow');
    expect(rows.slice(0, 2)).toEqual([
      expect.objectContaining({ searchText: 'Powai, Mumbai', kind: 'suggestion', city: null }),
      expect.objectContaining({ searchText: 'Powai', kind: 'locality', city: 'Mumbai' }),
    ]);
  });

  it('answers a project by prefix', async () => {
    expect(await suggest('orch')).toEqual([
      expect.objectContaining({ searchText: 'Orchid Heights', kind: 'project', city: 'Mumbai' }),
    ]);
  });

  it('puts admin-curated suggestions first', async () => {
    const rows = await suggest('whitefield');
    expect(rows[0]).toMatchObject({ searchText: 'Whitefield, Bengaluru', kind: 'suggestion' });
    expect(rows).toContainEqual(
      expect.objectContaining({ searchText: 'Whitefield', kind: 'locality', city: 'Bengaluru' }),
    );
    const pune = await suggest('pune');
    expect(pune[0]).toMatchObject({ searchText: 'Pune', kind: 'city' });
  });

  it('tolerates a typo only from 4 characters', async () => {
    expect(await suggest('Koramangla')).toContainEqual(
      expect.objectContaining({ searchText: 'Koramangala', kind: 'locality' }),
    );
    expect(await suggest('Sket')).toContainEqual(expect.objectContaining({ searchText: 'Saket' }));
    expect(await suggest('dumd')).toContainEqual(
      expect.objectContaining({ searchText: 'Dum Dum' }),
    );
    // "dun" is as close to "dum dum" as "dumd" by trigrams, but three characters match by prefix only.
    expect(await suggest('dun')).toEqual([]);
    expect(await suggest('kro')).toEqual([]);
  });

  it('lists a name found in several cities once, without a city', async () => {
    const rows = await suggest('civil');
    expect(rows).toEqual([
      expect.objectContaining({ searchText: 'Civil Lines', kind: 'locality', city: null }),
    ]);
  });

  it('pages through one ranked list; total is its length', async () => {
    const all = await answer('search=b&limit=100');
    expect(all.total).toBe(all.data.length);
    expect(all.total).toBeGreaterThan(4);
    expect(all.total).toBeLessThanOrEqual(50);
    const page1 = await answer('search=b&page=1&limit=2');
    const page2 = await answer('search=b&page=2&limit=2');
    expect(page1).toMatchObject({ page: 1, limit: 2, total: all.total });
    expect([...texts(page1.data), ...texts(page2.data)]).toEqual(texts(all.data.slice(0, 4)));
    expect((await answer('search=b&page=100&limit=2')).data).toEqual([]);
  });

  it('treats LIKE wildcards as plain text', async () => {
    expect(await answer('search=%25')).toMatchObject({ data: [], total: 0 });
    expect(await suggest('_')).toEqual([]);
  });

  it('finds listings on /property-listing for what it suggests', async () => {
    const rows = [...(await suggest('pow')), ...(await suggest('mum')), ...(await suggest('wh'))];
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      const res = await get(`/api/listings/search?search=${encodeURIComponent(row.searchText)}`);
      expect([row.searchText, res.statusCode]).toEqual([row.searchText, 200]);
      expect([row.searchText, res.json().total > 0]).toEqual([row.searchText, true]);
    }
  });

  it('is a cacheable public read (ETag, 304)', async () => {
    const url = '/api/admin/suggestion?search=mu&page=1&limit=10';
    const first = await get(url);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const etag = first.headers.etag as string;
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
  });
});

describe(`admin-curated list without search (${engineUnderTest})`, () => {
  it('pages all admin-curated suggestions, heaviest first', async () => {
    const page1 = await answer('page=1&limit=5');
    const page2 = await answer('page=2&limit=5');
    expect(page1.data).toHaveLength(5);
    expect(page1.total).toBeGreaterThan(40);
    expect(page1).toMatchObject({ page: 1, limit: 5 });
    expect(page1.data.every((r) => r.kind === 'suggestion')).toBe(true);
    expect(page2.data[0]?._id).not.toBe(page1.data[0]?._id);
    expect((await answer('search=%20%20&limit=5')).total).toBe(page1.total);
    expect((await get('/api/admin/suggestion?limit=5')).headers['cache-control']).toBeUndefined();
  });
});

describe(`admin/suggestion: bad input (${engineUnderTest})`, () => {
  it.each([
    ['limit=1000', 'limit must be at most 100'],
    ['limit=0', 'limit must be at least 1'],
    ['limit=ten', 'limit must be a number'],
    ['page=0', 'page must be at least 1'],
    ['page=1.5', 'page must be a whole number'],
    [`search=${'a'.repeat(101)}`, 'search must be at most 100 characters'],
    ['search=mu%00mbai', 'search must not contain control characters'],
    ['q=mumbai', 'unknown field q'],
  ])('%s answers 400 saying what is wrong', async (query, message) => {
    const res = await get(`/api/admin/suggestion?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSuccess: false, code: 'VALIDATION' });
    expect(res.json().message).toContain(message);
  });
});
