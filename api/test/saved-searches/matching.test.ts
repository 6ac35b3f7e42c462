import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq, sql } from 'drizzle-orm';
import { jobs, notifications, savedSearches } from '../../src/db/schema/index';
import { SAVED_SEARCH_MATCH_JOB } from '../../src/plugins/app/listings/publish';
import { applyMatching, planMatching } from '../../src/plugins/app/saved-searches/matching';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
import { callAs, publishNew, runJobs, saveSearch } from './helpers';

let ctx: TestContext;
let owner: LoggedInUser;
let buyer: LoggedInUser;
const searches: Record<string, { _id: string; criteria: Record<string, unknown> }> = {};
const listings: Record<string, string> = {};

const CRITERIA: Record<string, Record<string, unknown>> = {
  punePriced: { city: 'pune', bhk: '2', budgetMax: '8000000', listingType: 'sale' },
  villas: { propertyType: 'villa' },
  lakeView: { q: 'lake view' },
  mumbai: { city: 'Mumbai' },
  pausedPune: { city: 'Pune' },
  bigFlats: { areaMin: '1500', bhk: '5' },
  // A listing without an area never meets an area filter (puneDear), as on the search page.
  bhkFiveOrTwo: { bhk: '2,5', budgetMin: '8000000', areaMax: '3000' },
  localityAnyCity: { locality: 'baner' },
  furnishedWithLift: { furnishing: 'furnished,semi-furnished', amenities: 'lift' },
  readyFromAgents: { postedBy: 'agent', possession: 'ready-to-move', listingType: 'rent' },
  textWithPlace: { q: 'garden Baner' },
};

async function notified() {
  const rows = await ctx.database.db
    .select({ search: notifications.savedSearchId, property: notifications.propertyId })
    .from(notifications)
    .where(eq(notifications.userId, buyer.id));
  return rows.map((r) => `${r.search}:${r.property}`).sort();
}

const expected = (pairs: [string, string][]) =>
  pairs.map(([s, l]) => `${searches[s]?._id}:${listings[l]}`).sort();

beforeAll(async () => {
  ctx = await createTestApp({ env: { MEDIA_WORKER: 'false' } });
  owner = await loginUser(ctx, '9755000001');
  buyer = await loginUser(ctx, '9755000002');
  // Live before any search was saved: never a notification.
  listings.before = (
    await publishNew(ctx, owner.id, { city: 'Pune', bhk: 2, price: 7_000_000 })
  ).id;
  ctx.clock.advance(1000);
  for (const [name, criteria] of Object.entries(CRITERIA))
    searches[name] = { ...(await saveSearch(ctx, buyer, criteria, 'instant', name)), criteria };
  await callAs(ctx)(buyer, 'PATCH', `/api/users/saved-searches/${searches.pausedPune?._id}`, {
    paused: true,
  });
  ctx.clock.advance(1000);
  const publish = async (key: string, values: Parameters<typeof publishNew>[2]) => {
    listings[key] = (await publishNew(ctx, owner.id, values)).id;
  };
  await publish('pune2bhk', { city: 'Pune', bhk: 2, price: 7_500_000, title: 'Sunny flat' });
  await publish('pune3bhk', { city: 'Pune', bhk: 3, price: 7_000_000 });
  await publish('puneDear', { city: 'Pune', bhk: 2, price: 9_000_000 });
  await publish('puneRent', { city: 'Pune', bhk: 2, price: 30_000, listingType: 'rent' });
  await publish('goaVilla', { city: 'Goa', propertyType: 'villa', bhk: 4, price: 40_000_000 });
  await publish('lake', {
    city: 'Mumbai',
    bhk: 1,
    price: 15_000_000,
    title: 'Flat with a lake view in Powai',
  });
  await publish('big', { city: 'Goa', bhk: 6, areaSqft: 2400, price: 90_000_000 });
  await publish('bigSmall', { city: 'Goa', bhk: 6, areaSqft: 1200, price: 60_000_000 });
  await publish('baner', {
    city: 'Pune',
    locality: 'Baner',
    bhk: 3,
    price: 12_000_000,
    title: 'Garden flat in Baner',
    furnishing: 'furnished',
    amenities: ['lift', 'gym'],
  });
  await publish('agentRent', {
    city: 'Goa',
    bhk: 1,
    price: 25_000,
    listingType: 'rent',
    postedBy: 'agent',
    possessionStatus: 'ready-to-move',
    furnishing: 'unfurnished',
    amenities: ['lift'],
  });
  ctx.clock.advance(1000);
});
afterAll(() => ctx.close());

describe(`saved-search matching (${engineUnderTest})`, () => {
  it('publishing queues the matching job; it notifies by price, BHK, city, type and text, and skips paused searches', async () => {
    const queued = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, SAVED_SEARCH_MATCH_JOB));
    expect(queued.length).toBeGreaterThan(0);
    expect(await runJobs(ctx)).toBeGreaterThan(0);
    expect(await notified()).toEqual(
      expected([
        ['punePriced', 'pune2bhk'],
        ['villas', 'goaVilla'],
        ['lakeView', 'lake'],
        ['mumbai', 'lake'],
        ['bigFlats', 'big'],
        ['bhkFiveOrTwo', 'big'],
        ['bhkFiveOrTwo', 'bigSmall'],
        ['localityAnyCity', 'baner'],
        ['furnishedWithLift', 'baner'],
        ['readyFromAgents', 'agentRent'],
        ['textWithPlace', 'baner'],
      ]),
    );
  });

  it('means what the search page means: each search finds the same new listings there', async () => {
    const ours = new Set(Object.values(listings));
    const all = await notified();
    for (const [name, { _id, criteria }] of Object.entries(searches)) {
      if (name === 'pausedPune') continue;
      const query = new URLSearchParams({ ...(criteria as Record<string, string>), limit: '50' });
      const res = await ctx.app.inject({ url: `/api/listings/search?${query}` });
      expect(res.statusCode).toBe(200);
      const found = (res.json().data as { _id: string }[])
        .map((card) => card._id)
        .filter((id) => ours.has(id) && id !== listings.before);
      const matched = all.filter((pair) => pair.startsWith(`${_id}:`)).map((p) => p.split(':')[1]);
      expect({ name, ids: matched.sort() }).toEqual({ name, ids: found.sort() });
    }
  });

  it('a second run, or a run after the advance of matched_until was lost, adds no duplicate', async () => {
    const before = await notified();
    await ctx.app.savedSearchAlerts.enqueue();
    await runJobs(ctx);
    expect(await notified()).toEqual(before);
    await ctx.database.db
      .update(savedSearches)
      .set({ matchedUntil: new Date(ctx.clock.now().getTime() - 60_000) });
    await ctx.app.savedSearchAlerts.match();
    expect(await notified()).toEqual(before);
  });

  it('a run that dies before its commit leaves nothing; the next run does all of it once', async () => {
    listings.later = (
      await publishNew(ctx, owner.id, { city: 'Mumbai', bhk: 2, price: 20_000_000 })
    ).id;
    ctx.clock.advance(1000);
    const readScope = ctx.app.listings.scope.bind(ctx.app.listings);
    const plan = await planMatching(ctx.database.db, readScope);
    await expect(
      ctx.database.db.transaction(async (tx) => {
        const outcome = await applyMatching(tx, plan, ctx.clock.now());
        expect(outcome.notifications).toBe(1);
        throw new Error('the server died here');
      }),
    ).rejects.toThrow('the server died here');
    expect(await notified()).not.toContain(`${searches.mumbai?._id}:${listings.later}`);
    await runJobs(ctx);
    await runJobs(ctx);
    const after = await notified();
    expect(after.filter((p) => p === `${searches.mumbai?._id}:${listings.later}`)).toHaveLength(1);
  });

  it('a paused search resumed later is not told about listings of its pause', async () => {
    const url = `/api/users/saved-searches/${searches.pausedPune?._id}`;
    ctx.clock.advance(10 * 60_000);
    buyer = await loginUser(ctx, buyer.phone);
    const resumed = await callAs(ctx)(buyer, 'PATCH', url, { paused: false });
    expect(resumed.json().savedSearch).toMatchObject({ paused: false });
    ctx.clock.advance(1000);
    listings.afterResume = (await publishNew(ctx, owner.id, { city: 'Pune', price: 5_000_000 })).id;
    ctx.clock.advance(1000);
    await runJobs(ctx);
    const pune = (await notified()).filter((p) => p.startsWith(`${searches.pausedPune?._id}:`));
    expect(pune).toEqual([`${searches.pausedPune?._id}:${listings.afterResume}`]);
  });

  it('a job queued before a restart runs in the next process', async () => {
    listings.restart = (await publishNew(ctx, owner.id, { propertyType: 'villa', city: 'Goa' })).id;
    ctx.clock.advance(1000);
    const next = await createTestApp({ database: ctx.database, env: { MEDIA_WORKER: 'false' } });
    try {
      next.clock.advance(ctx.clock.now().getTime() - next.clock.now().getTime());
      expect(await next.app.jobWorker.runOnce()).toBe(true);
    } finally {
      await next.close();
    }
    expect(await notified()).toContain(`${searches.villas?._id}:${listings.restart}`);
    const left = await ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM jobs WHERE kind = ${SAVED_SEARCH_MATCH_JOB} AND status = 'queued'`,
    );
    expect(left.rows[0]).toEqual({ n: 0 });
  });
});
