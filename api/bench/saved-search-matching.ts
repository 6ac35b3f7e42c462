// Saved-search matching at scale: 10k saved searches (varied criteria, 2,000 buyers) against 1k
// newly published listings, on an in-memory PGlite with 4k listings in all. Budget: one matching
// run <= 5 s. Prints the median of 3 runs (each starts from the same state).
// Run: pnpm --filter api bench:alerts [--searches 10000] [--listings 1000] [--engine postgres]
//      (PGlite by default; `--engine postgres` starts a throw-away cluster, or uses DATABASE_URL)
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { savedSearchCriteriaSchema } from 'shared/contracts/savedSearches';
import { AMENITIES, FURNISHINGS, PROPERTY_TYPES } from 'shared/vocabulary';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { HOUR } from '../src/lib/dates';
import { rebuildSearchTerms } from '../src/plugins/app/listings/search-terms';
import { ensureDemoImages, listingImagesDir } from '../src/seed/listings/images';
import { seedListings } from '../src/seed/listings/load';
import { PLACES } from '../src/seed/listings/places';
import { createRng } from '../src/seed/listings/prng';
import { defaultEngine, openBenchDatabase } from './bench-database';

const { values } = parseArgs({
  options: {
    searches: { type: 'string', default: '10000' },
    listings: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '3' },
    broad: { type: 'boolean', default: false },
    engine: { type: 'string', default: defaultEngine() },
  },
});
const searchCount = Number(values.searches);
const newCount = Number(values.listings);
const BUDGET_MS = 5000;
const BUYERS = 2000;
const log = (text: string) => process.stderr.write(`${text}\n`);

const rng = createRng(12_012);
const pick = <T>(items: readonly T[]): T => items[rng.int(0, items.length - 1)] as T;
const chance = (p: number) => rng.int(0, 999) < p * 1000;
const WORDS = ['sea view', 'park facing', 'corner', 'metro', 'gated society', 'new', 'spacious'];

/**
 * A buyer's criteria as the search page sends them (strings, lists comma-separated), in the mix
 * the portals' saved searches show: nearly always a city and buy or rent, mostly a BHK and a
 * budget. `--broad` drops most filters (a stress case: many more matches per search).
 */
function criteria(broad: boolean): Record<string, string> {
  const c: Record<string, string> = {};
  const p = (narrow: number, wide: number) => chance(broad ? wide : narrow);
  if (p(0.95, 0.85)) {
    const city = pick(PLACES);
    c.city = city.name;
    if (chance(0.3)) c.locality = pick(city.localities).name;
  }
  if (p(0.95, 0.75)) c.listingType = chance(0.7) ? 'sale' : 'rent';
  if (p(0.8, 0.6)) {
    const from = rng.int(1, 4);
    c.bhk = chance(0.5) ? String(from) : `${from},${from + 1}`;
  }
  const rent = c.listingType === 'rent';
  if (p(0.7, 0.5))
    c.budgetMax = String(rent ? rng.int(10, 100) * 1000 : rng.int(20, 300) * 100_000);
  if (chance(0.2)) c.budgetMin = String(rent ? 5000 : 1_000_000);
  if (p(0.5, 0.4)) c.propertyType = pick(PROPERTY_TYPES);
  if (chance(0.15)) c.furnishing = pick(FURNISHINGS);
  if (chance(0.1)) c.amenities = pick(AMENITIES);
  if (chance(0.1)) c.q = pick(WORDS);
  return c;
}

async function main() {
  const { handle, stop } = await openBenchDatabase(values.engine, 'bench_alerts');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    MEDIA_WORKER: 'false',
  });
  const app = await buildApp(config, { database: handle, logger: false });
  await app.ready();
  const db = handle.db;

  log(`seeding ${newCount * 4} listings`);
  await ensureDemoImages(listingImagesDir());
  await seedListings(db, { count: newCount * 4, imagesPerListing: [1, 1] });
  const t0 = new Date(Date.now() - 2 * HOUR);
  // The newest `newCount` become live after every search was saved; the rest were live before.
  await db.execute(sql`
    UPDATE properties p SET status = 'active',
      published_at = ${t0.toISOString()}::timestamptz + (n.i * interval '3 seconds'),
      expires_at = now() + interval '30 days'
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS i FROM properties) n
    WHERE n.id = p.id AND n.i <= ${newCount}`);
  await db.execute(sql`
    UPDATE properties SET published_at = ${t0.toISOString()}::timestamptz - interval '1 day'
    WHERE published_at IS NOT NULL
      AND id NOT IN (SELECT id FROM properties ORDER BY id LIMIT ${newCount})`);
  // Place names as the search page reads them (search_terms is built from live listings).
  await rebuildSearchTerms(db);
  app.listings.termsRebuilt();

  log(`saving ${searchCount} searches of ${BUYERS} buyers`);
  await db.execute(sql`
    INSERT INTO users (phone, name) SELECT '8' || lpad(i::text, 9, '0'), 'Buyer ' || i
    FROM generate_series(1, ${BUYERS}) i ON CONFLICT DO NOTHING`);
  const buyers = (
    await db.execute<{ id: string }>(sql`SELECT id FROM users WHERE phone LIKE '8%' ORDER BY phone`)
  ).rows.map((r) => r.id);
  const rows = Array.from({ length: searchCount }, (_, i) => {
    const { cursor: _c, ...parsed } = savedSearchCriteriaSchema.parse(criteria(values.broad));
    return { user_id: buyers[i % buyers.length], name: `Search ${i}`, criteria: parsed };
  });
  for (let i = 0; i < rows.length; i += 2000) {
    await db.execute(sql`
      INSERT INTO saved_searches (user_id, name, criteria, alerts, matched_until, created_at)
      SELECT r.user_id, r.name, r.criteria, 'instant', ${t0.toISOString()}::timestamptz, ${t0.toISOString()}::timestamptz
      FROM jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + 2000))}::jsonb)
        AS r(user_id uuid, name text, criteria jsonb)`);
  }
  await db.$client.query('ANALYZE');

  const times: number[] = [];
  const cpu: number[] = [];
  let outcome: Awaited<ReturnType<typeof app.savedSearchAlerts.match>> | undefined;
  for (let run = 0; run < Number(values.runs); run++) {
    await db.execute(sql`DELETE FROM notifications`);
    await db.execute(
      sql`UPDATE saved_searches SET matched_until = ${t0.toISOString()}::timestamptz`,
    );
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    outcome = await app.savedSearchAlerts.match();
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
    log(
      `  run ${run + 1}: ${(times[run] ?? 0).toFixed(0)} ms wall, ${(cpu[run] ?? 0).toFixed(0)} ms CPU`,
    );
  }
  const middle = (list: number[]) =>
    [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
  const median = middle(times);
  await app.close();
  await stop();
  const verdict = median <= BUDGET_MS ? 'within' : 'OVER';
  console.log(
    `saved-search matching (${values.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}${values.broad ? ', broad criteria' : ''}): ${outcome?.searches} searches (${outcome?.criteriaGroups} distinct criteria) x ${outcome?.candidates} new listings -> ${outcome?.notifications} notifications in ${(median / 1000).toFixed(2)} s wall (${(middle(cpu) / 1000).toFixed(2)} s CPU; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores), median of ${times.length} (${verdict} the ${BUDGET_MS / 1000} s budget)`,
  );
  if (median > BUDGET_MS) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
