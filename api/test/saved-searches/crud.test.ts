import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { MAX_SAVED_SEARCHES } from 'shared/contracts/savedSearches';
import { savedSearches } from '../../src/db/schema/index';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
import { callAs, saveSearch } from './helpers';

let ctx: TestContext;
let a: LoggedInUser;
let b: LoggedInUser;
let call: ReturnType<typeof callAs>;
beforeAll(async () => {
  ctx = await createTestApp({ env: { MEDIA_WORKER: 'false' } });
  call = callAs(ctx);
  a = await loginUser(ctx, '9744000001');
  b = await loginUser(ctx, '9744000002');
});
afterAll(() => ctx.close());

describe(`saved searches (${engineUnderTest})`, () => {
  it('saves the listing search query (URL strings read as the search page reads them) and lists it', async () => {
    const res = await call(a, 'POST', '/api/users/saved-searches', {
      name: '  2-3 BHK in Pune under 1 Cr ',
      criteria: { city: 'Pune', bhk: '2,3', budgetMax: '10000000', listingType: 'sale' },
      alerts: 'daily',
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json().savedSearch;
    expect(saved).toMatchObject({
      name: '2-3 BHK in Pune under 1 Cr',
      criteria: { city: 'Pune', bhk: [2, 3], budgetMax: 10_000_000, listingType: 'sale' },
      alerts: 'daily',
      paused: false,
    });
    const list = await call(a, 'GET', '/api/users/saved-searches');
    expect(list.json().savedSearches).toEqual([saved]);
  });

  it('refuses bad names, alerts and criteria with the field named', async () => {
    const cases: [object, string][] = [
      [{ name: '', criteria: {}, alerts: 'instant' }, 'name'],
      [{ name: 'x'.repeat(61), criteria: {}, alerts: 'instant' }, 'name'],
      [{ name: 'Ok', criteria: {}, alerts: 'hourly' }, 'alerts'],
      [{ name: 'Ok', criteria: { bhk: '0' }, alerts: 'instant' }, 'bhk'],
      [{ name: 'Ok', criteria: { budgetMin: 9, budgetMax: 1 }, alerts: 'instant' }, 'budgetMin'],
      [{ name: 'Ok', criteria: { colour: 'blue' }, alerts: 'instant' }, 'colour'],
      [{ name: 'Ok', criteria: { q: 'flat <script>' }, alerts: 'instant' }, 'q'],
      [{ name: 'Ok', alerts: 'instant' }, 'criteria'],
    ];
    for (const [payload, field] of cases) {
      const res = await call(a, 'POST', '/api/users/saved-searches', payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
      expect(res.json().message).toContain(field);
    }
  });

  it('renames, pauses and resumes; an empty change is refused', async () => {
    const saved = await saveSearch(ctx, a, { city: 'Mumbai' }, 'instant', 'Mumbai');
    const url = `/api/users/saved-searches/${saved._id}`;
    const renamed = await call(a, 'PATCH', url, { name: 'Mumbai flats', paused: true });
    expect(renamed.json().savedSearch).toMatchObject({ name: 'Mumbai flats', paused: true });
    const resumed = await call(a, 'PATCH', url, { paused: false, alerts: 'daily' });
    expect(resumed.json().savedSearch).toMatchObject({ paused: false, alerts: 'daily' });
    expect((await call(a, 'PATCH', url, {})).statusCode).toBe(400);
    expect((await call(a, 'PATCH', url, { criteria: {} })).statusCode).toBe(400);
  });

  it("user B gets 404 on A's search and never sees it", async () => {
    const saved = await saveSearch(ctx, a, { city: 'Chennai' }, 'instant', 'Chennai');
    const url = `/api/users/saved-searches/${saved._id}`;
    expect((await call(b, 'PATCH', url, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call(b, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(b, 'GET', '/api/users/saved-searches')).json().savedSearches).toEqual([]);
    const [row] = await ctx.database.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, saved._id));
    expect(row?.name).toBe('Chennai');
  });

  it('deletes its own search', async () => {
    const saved = await saveSearch(ctx, a, { city: 'Delhi' }, 'instant', 'Delhi');
    const url = `/api/users/saved-searches/${saved._id}`;
    expect((await call(a, 'DELETE', url)).json()).toMatchObject({ isSuccess: true });
    expect((await call(a, 'DELETE', url)).statusCode).toBe(404);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per user, also when saved at once, and says what to do`, async () => {
    const have = (await call(b, 'GET', '/api/users/saved-searches')).json().savedSearches.length;
    const attempts = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES + 3 - have }, (_, i) =>
        call(b, 'POST', '/api/users/saved-searches', {
          name: `Search ${i}`,
          criteria: { bhk: String((i % 5) + 1) },
          alerts: 'instant',
        }),
      ),
    );
    const refused = attempts.filter((r) => r.statusCode === 409);
    expect(attempts.filter((r) => r.statusCode === 200)).toHaveLength(MAX_SAVED_SEARCHES - have);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.json().message).toMatch(/at most 20 saved searches. Delete one/);
    const rows = await ctx.database.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, b.id));
    expect(rows).toHaveLength(MAX_SAVED_SEARCHES);
  });
});
