import { count, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties, propertyMedia, users } from '../../db/schema/index';
import { rebuildSearchTerms } from '../../plugins/app/listings/search-terms';
import { type DemoOwner, generateListing, type NewListing } from './generate';
import { DEMO_IMAGE_COUNT, demoImageVariants } from './images';
import { PLACES } from './places';
import { createRng, hash32 } from './prng';
import { companyName, personName } from './text';

export const DEMO_OWNER_COUNT = 120;
/** Demo advertisers own phones 61000000xx, so the demo set is recognised (and resumed) by owner. */
export const demoOwnerPhone = (i: number) => `61${String(i).padStart(8, '0')}`;

export interface SeedListingsOptions {
  count: number;
  seed?: number;
  now?: number;
  batchSize?: number;
  /** Images per listing; large benchmark sets use 1 (the cover) to keep seeding fast. */
  imagesPerListing?: [number, number];
  onProgress?: (done: number, total: number, from: number) => void;
}

async function ensureOwners(db: Database, seed: number): Promise<DemoOwner[]> {
  const rng = createRng(seed);
  const rows = Array.from({ length: DEMO_OWNER_COUNT }, (_, i) => {
    const userType = i % 20 < 11 ? 'owner' : i % 20 < 17 ? 'agent' : 'builder';
    const city = PLACES[i % PLACES.length];
    return {
      phone: demoOwnerPhone(i),
      name: personName(rng),
      userType,
      companyName: userType === 'owner' ? null : companyName(rng),
      city: city?.name ?? null,
      state: city?.state ?? null,
    } as const;
  });
  await db.insert(users).values(rows).onConflictDoNothing();
  const found = await db
    .select({ id: users.id, phone: users.phone, userType: users.userType })
    .from(users)
    .where(
      inArray(
        users.phone,
        rows.map((r) => r.phone),
      ),
    );
  found.sort((a, b) => a.phone.localeCompare(b.phone));
  return found.map((u) => ({ id: u.id, userType: u.userType ?? 'owner' }));
}

/**
 * Loads demo listings 0..count-1 (deterministic by index). Idempotent and resumable: listings
 * already present are counted and generation continues from there.
 */
export async function seedListings(db: Database, options: SeedListingsOptions) {
  const seed = options.seed ?? 20_260_101;
  const now = options.now ?? Date.now();
  const batchSize = options.batchSize ?? 1000;
  const [minImages, maxImages] =
    options.imagesPerListing ?? (options.count > 20_000 ? [1, 1] : [3, 6]);
  const owners = await ensureOwners(db, seed);
  const [existing] = await db
    .select({ n: count() })
    .from(properties)
    .where(
      inArray(
        properties.ownerId,
        owners.map((o) => o.id),
      ),
    );
  const start = existing?.n ?? 0;
  for (let from = start; from < options.count; from += batchSize) {
    const to = Math.min(options.count, from + batchSize);
    const rows: NewListing[] = [];
    const media: (typeof propertyMedia.$inferInsert)[] = [];
    for (let i = from; i < to; i++) {
      const row = generateListing(seed, i, owners, now);
      rows.push(row);
      const h = hash32(`media:${i}`);
      const n = minImages + (h % (maxImages - minImages + 1));
      for (let k = 0; k < n; k++) {
        const image = (h + k * 7) % DEMO_IMAGE_COUNT;
        const variants = demoImageVariants(image);
        media.push({
          propertyId: row.id as string,
          ownerId: row.ownerId,
          kind: 'image' as const,
          url: variants[1]?.url ?? '',
          caption: k === 0 ? 'Front view' : null,
          isCover: k === 0,
          sortOrder: k,
          width: 1024,
          height: 768,
          variants,
        });
      }
    }
    await db.transaction(async (tx) => {
      await tx.insert(properties).values(rows).onConflictDoNothing();
      await tx.insert(propertyMedia).values(media);
    });
    options.onProgress?.(to, options.count, start);
  }
  await rebuildSearchTerms(db);
  await db.execute(sql`ANALYZE properties`);
  await db.execute(sql`ANALYZE property_media`);
  return { existing: start, inserted: Math.max(0, options.count - start) };
}
