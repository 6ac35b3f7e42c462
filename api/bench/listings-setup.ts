// Shared by the listing benchmarks: a seeded database on either engine, and a fixed query mix.
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startTestPostgres } from '../../scripts/lib/postgres';
import { repoRoot } from '../src/config';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../src/db/client';
import { ensureDemoImages, listingImagesDir } from '../src/seed/listings/images';
import { seedListings } from '../src/seed/listings/load';
import { PLACES } from '../src/seed/listings/places';
import { createRng } from '../src/seed/listings/prng';

export type BenchEngine = 'postgres' | 'pglite';

export interface BenchDatabase {
  handle: DatabaseHandle;
  url: string | undefined;
  dataDir: string;
  stop(): Promise<void>;
}

const log = (text: string) => process.stderr.write(`${text}\n`);

async function seed(handle: DatabaseHandle, count: number) {
  const started = Date.now();
  await ensureDemoImages(listingImagesDir());
  const result = await seedListings(handle.db, {
    count,
    onProgress: (done, total, from) => {
      if (done % 20_000 === 0 || done === total) {
        const rate = Math.round((done - from) / ((Date.now() - started) / 1000));
        log(`  seeded ${done} / ${total} (${rate}/s)`);
      }
    },
  });
  if (result.inserted > 0) {
    log(
      `  seeding ${result.inserted} listings took ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  await handle.db.$client.query('VACUUM ANALYZE properties');
  await handle.db.$client.query('VACUUM ANALYZE property_media');
}

/**
 * PostgreSQL: BENCH_DATABASE_URL, or a throw-away cluster. PGlite: a kept folder
 * (.data/bench-pglite-<count>) so a second run skips seeding. Seeding resumes where it stopped.
 */
export async function benchDatabase(engine: BenchEngine, count: number): Promise<BenchDatabase> {
  if (engine === 'pglite') {
    const dataDir = path.resolve(repoRoot, `.data/bench-pglite-${count}`);
    log(`PGlite ${existsSync(dataDir) ? 'reusing' : 'creating'} ${dataDir}`);
    const handle = await openDatabase({ databaseUrl: undefined, dataDir });
    await migrateDatabase(handle.db);
    await seed(handle, count);
    return { handle, url: undefined, dataDir, stop: () => handle.close() };
  }
  const given = process.env.BENCH_DATABASE_URL;
  // Sized as a database server would be: PostgreSQL's default cache (128 MB) is meant to start
  // anywhere, and the usual guidance is a quarter of the RAM. 1 GB holds 100k listings and their
  // indexes (about 260 MB); at the default, search p95 was ~9.5 ms instead of ~7.
  const cluster = given ? undefined : await startTestPostgres({ sharedBuffers: '1GB' });
  let url = given ?? '';
  if (cluster) {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE bench');
    await admin.end();
    const u = new URL(cluster.url);
    u.pathname = '/bench';
    url = u.toString();
  }
  log(`PostgreSQL at ${url.replace(/:[^:@/]*@/, ':***@')}`);
  const handle = await openDatabase({ databaseUrl: url, dataDir: 'memory', poolSize: 20 });
  await migrateDatabase(handle.db);
  await seed(handle, count);
  return {
    handle,
    url,
    dataDir: 'memory',
    async stop() {
      await handle.close();
      cluster?.stop();
    },
  };
}

const SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'price-per-sqft'] as const;
const WORDS = ['apartment', 'villa', 'sea view', 'furnished flat', 'metro', 'gated community'];

/** A fixed mix of search URLs (what the listing page sends), suggestion prefixes and typos. */
export function searchUrls(n: number, seed = 7): string[] {
  const rng = createRng(seed);
  return Array.from({ length: n }, () => {
    const city = rng.pick(PLACES);
    const p = new URLSearchParams();
    const roll = rng.next();
    if (roll < 0.45) {
      p.set('city', city.name);
      p.set('listingType', rng.pick(['sale', 'rent']));
      if (rng.chance(0.6)) p.set('bhk', rng.sample(['1', '2', '3', '4'], rng.int(1, 2)).join(','));
      if (rng.chance(0.4)) {
        const sale = p.get('listingType') === 'sale';
        p.set('budgetMin', String(sale ? rng.int(20, 80) * 100_000 : rng.int(10, 40) * 1000));
        p.set('budgetMax', String(sale ? rng.int(100, 400) * 100_000 : rng.int(50, 150) * 1000));
      }
      p.set('sort', rng.pick(SORTS));
    } else if (roll < 0.65) {
      const locality = rng.pick(city.localities).name;
      p.set('q', rng.chance(0.5) ? `${locality} ${rng.int(1, 4)} bhk` : locality);
      if (rng.chance(0.5)) p.set('listingType', rng.pick(['sale', 'rent']));
    } else if (roll < 0.75) {
      p.set('q', rng.pick(WORDS));
      p.set('sort', rng.pick(SORTS));
    } else if (roll < 0.85) {
      p.set('sort', rng.pick(['newest', 'price-asc', 'price-desc']));
      if (rng.chance(0.5)) p.set('listingType', rng.pick(['sale', 'rent']));
    } else {
      p.set('city', city.name);
      p.set('locality', rng.pick(city.localities).name);
      p.set('propertyType', rng.pick(['apartment', 'builder-floor', 'independent-house']));
      if (rng.chance(0.5)) p.set('furnishing', rng.pick(['furnished', 'semi-furnished']));
      if (rng.chance(0.5))
        p.set('amenities', rng.sample(['lift', 'gym', 'security', 'park'], 2).join(','));
    }
    return `/api/listings/search?${p.toString()}`;
  });
}

export function suggestionUrls(n: number, seed = 11): string[] {
  const rng = createRng(seed);
  return Array.from({ length: n }, () => {
    const city = rng.pick(PLACES);
    const name = rng.chance(0.3) ? city.name : rng.pick(city.localities).name;
    let q = name.slice(0, rng.int(1, Math.min(7, name.length)));
    if (rng.chance(0.2) && name.length >= 6) {
      const i = rng.int(1, name.length - 2);
      q = name.slice(0, i) + name.slice(i + 1); // a dropped letter
    }
    return `/api/suggestions?q=${encodeURIComponent(q)}`;
  });
}

export async function activeIds(handle: DatabaseHandle, n: number): Promise<string[]> {
  const { rows } = await handle.db.$client.query(
    `SELECT id FROM properties WHERE status = 'active' ORDER BY md5(id::text) LIMIT $1`,
    [n],
  );
  return rows.map((r: { id: string }) => r.id);
}
