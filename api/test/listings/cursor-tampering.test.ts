import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { loginUser } from '../helpers/auth';
import { insertMarket } from '../helpers/listings';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await insertMarket(ctx, (await loginUser(ctx, '9812121212')).id);
});
afterAll(() => ctx.close());

const search = (query: string) => ctx.app.inject({ url: `/api/listings/search?${query}` });

type CursorParts = [string, string, string, number, string];

/** A real next-page cursor of `query`, taken apart as a client could. */
async function cursorOf(query: string): Promise<CursorParts> {
  const res = await search(`${query}&limit=2`);
  expect(res.statusCode).toBe(200);
  return JSON.parse(Buffer.from(res.json().nextCursor, 'base64url').toString('utf8'));
}

const encode = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

/** [the search, which field to change, its tampered value] */
const tampered: [string, number, unknown][] = [
  ['sort=price-asc', 1, '9223372036854775808'],
  ['sort=price-desc', 1, '9999999999999999999'],
  ['sort=price-per-sqft', 1, '99999999999999999999'],
  ['q=apartment&sort=relevance', 1, '1e999'],
  ['q=apartment&sort=relevance', 1, '1e-999'],
  ['q=apartment&sort=relevance', 1, 'Infinity'],
  ['sort=newest', 1, '0000-01-01 00:00:00+00'],
  ['sort=newest', 1, '2026-13-45 10:00:00+00'],
  ['sort=newest', 1, '2026-02-30 25:61:00+00'],
  ['sort=newest', 1, '99999-01-01 00:00:00+00'],
  ['sort=newest', 3, -1],
  ['sort=newest', 3, 1e300],
  ['sort=newest', 3, 10_000_000],
  ['sort=newest', 3, 2.5],
  ['sort=newest', 2, '00000000-0000-0000-0000-00000000000G'],
];

describe(`listing search: tampered cursors (${engineUnderTest})`, () => {
  it.each(tampered)('%s with field %i set to %s answers 400', async (query, field, value) => {
    const parts: unknown[] = await cursorOf(query);
    parts[field] = value;
    const res = await search(`${query}&limit=2&cursor=${encode(parts)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSuccess: false, code: 'VALIDATION' });
    expect(res.json().message).toContain('cursor is invalid');
  });

  it('still follows the untampered cursors of every sort', async () => {
    for (const query of [
      'sort=price-asc',
      'sort=price-desc',
      'sort=price-per-sqft',
      'q=apartment&sort=relevance',
      'sort=newest',
    ]) {
      const res = await search(`${query}&limit=2&cursor=${encode(await cursorOf(query))}`);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 200 });
      expect(res.json().data.length).toBeGreaterThan(0);
    }
  });
});
