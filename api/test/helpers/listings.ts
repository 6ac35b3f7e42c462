import type { DatabaseHandle } from '../../src/db/client';
import { properties, propertyMedia } from '../../src/db/schema/index';
import { rebuildSearchTerms } from '../../src/plugins/app/listings/search-terms';
import type { TestContext } from './test-app';

type NewListing = typeof properties.$inferInsert;
const DAY = 86_400_000;

/**
 * A small, hand-made market with known answers for every filter and sort. Letters are days since
 * publishing (A newest). I, J and K are not active and must never be public.
 */
export const MARKET = {
  A: {
    title: '2 BHK apartment with lake view in Powai',
    city: 'Mumbai',
    locality: 'Powai',
    listingType: 'sale',
    propertyType: 'apartment',
    bhk: 2,
    price: 25_000_000,
    areaSqft: 1000,
    furnishing: 'furnished',
    possessionStatus: 'ready-to-move',
    postedBy: 'owner',
    amenities: ['lift', 'gym'],
  },
  B: {
    title: '3 BHK apartment in a new tower, Andheri West',
    city: 'Mumbai',
    locality: 'Andheri West',
    listingType: 'sale',
    propertyType: 'apartment',
    bhk: 3,
    price: 40_800_000,
    areaSqft: 1600,
    furnishing: 'semi-furnished',
    possessionStatus: 'under-construction',
    postedBy: 'builder',
    amenities: ['lift', 'swimming-pool', 'gym'],
    reraState: 'Maharashtra',
    reraId: 'P51800012345',
  },
  C: {
    title: '1 BHK apartment for rent near the lake',
    city: 'Mumbai',
    locality: 'Powai',
    listingType: 'rent',
    propertyType: 'apartment',
    bhk: 1,
    price: 45_000,
    deposit: 180_000,
    areaSqft: 550,
    furnishing: 'unfurnished',
    possessionStatus: 'ready-to-move',
    postedBy: 'agent',
    amenities: ['lift'],
  },
  D: {
    title: '4 BHK villa with private pool',
    city: 'Bengaluru',
    locality: 'Whitefield',
    listingType: 'sale',
    propertyType: 'villa',
    bhk: 4,
    price: 30_000_000,
    areaSqft: 3000,
    furnishing: 'furnished',
    possessionStatus: 'ready-to-move',
    postedBy: 'owner',
    amenities: ['swimming-pool', 'park', 'security'],
    description: 'Private garden, close to the lake.',
  },
  E: {
    title: '3 BHK independent house for rent',
    city: 'Bengaluru',
    locality: 'HSR Layout',
    listingType: 'rent',
    propertyType: 'independent-house',
    bhk: 3,
    price: 60_000,
    deposit: 600_000,
    areaSqft: 1800,
    furnishing: 'semi-furnished',
    possessionStatus: 'ready-to-move',
    postedBy: 'owner',
    amenities: ['park'],
  },
  F: {
    title: 'Residential plot of 1,500 sq.ft',
    city: 'Bengaluru',
    locality: 'Koramangala',
    listingType: 'sale',
    propertyType: 'plot',
    bhk: null,
    price: 15_300_000,
    areaSqft: 1500,
    furnishing: null,
    possessionStatus: null,
    postedBy: 'agent',
    amenities: [],
  },
  G: {
    title: '5 BHK builder floor in Saket',
    city: 'Delhi',
    locality: 'Saket',
    listingType: 'sale',
    propertyType: 'builder-floor',
    bhk: 5,
    price: 90_000_000,
    areaSqft: 3000,
    furnishing: 'furnished',
    possessionStatus: 'ready-to-move',
    postedBy: 'owner',
    amenities: ['lift', 'security'],
  },
  H: {
    title: 'PG for women with meals',
    city: 'Pune',
    locality: 'Baner',
    listingType: 'rent',
    propertyType: 'pg',
    bhk: null,
    price: 9_000,
    areaSqft: null,
    furnishing: 'furnished',
    possessionStatus: 'ready-to-move',
    postedBy: 'owner',
    amenities: ['wifi'],
  },
  L: {
    title: '2 BHK apartment in Orchid Heights',
    city: 'Mumbai',
    locality: 'Powai',
    listingType: 'sale',
    propertyType: 'apartment',
    bhk: 2,
    price: 28_000_000,
    areaSqft: 1100,
    furnishing: 'semi-furnished',
    possessionStatus: 'ready-to-move',
    postedBy: 'agent',
    amenities: ['lift'],
    projectName: 'Orchid Heights',
  },
  I: {
    title: 'Draft 2 BHK in Powai',
    city: 'Mumbai',
    locality: 'Powai',
    listingType: 'sale',
    propertyType: 'apartment',
    bhk: 2,
    price: 20_000_000,
    areaSqft: 900,
    postedBy: 'owner',
    status: 'draft',
  },
  J: {
    title: 'Sold villa in Whitefield',
    city: 'Bengaluru',
    locality: 'Whitefield',
    listingType: 'sale',
    propertyType: 'villa',
    bhk: 4,
    price: 31_000_000,
    areaSqft: 3000,
    postedBy: 'owner',
    status: 'sold',
  },
  K: {
    title: 'Pending review apartment in Powai',
    city: 'Mumbai',
    locality: 'Powai',
    listingType: 'sale',
    propertyType: 'apartment',
    bhk: 2,
    price: 26_000_000,
    areaSqft: 1000,
    postedBy: 'owner',
    status: 'pending-review',
  },
} as const;

export type Letter = keyof typeof MARKET;
export const PUBLIC_LETTERS: Letter[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L'];
const AGE_DAYS: Record<Letter, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  L: 9,
  I: 0,
  J: 10,
  K: 0,
};

/** Inserts the market for `ownerId` (A gets three photos) and rebuilds the suggestion terms. */
export async function insertMarket(
  ctx: TestContext,
  ownerId: string,
): Promise<Record<Letter, string>> {
  const db = ctx.database.db;
  const now = ctx.clock.now().getTime();
  const ids = {} as Record<Letter, string>;
  for (const [letter, listing] of Object.entries(MARKET) as [Letter, (typeof MARKET)[Letter]][]) {
    const status = 'status' in listing ? listing.status : 'active';
    const published =
      status === 'active' || status === 'sold' ? new Date(now - AGE_DAYS[letter] * DAY) : null;
    const [row] = await db
      .insert(properties)
      .values({
        ...(listing as unknown as NewListing),
        ownerId,
        status,
        state:
          listing.city === 'Mumbai' || listing.city === 'Pune'
            ? 'Maharashtra'
            : listing.city === 'Delhi'
              ? 'Delhi'
              : 'Karnataka',
        publishedAt: published,
        expiresAt: published ? new Date(published.getTime() + 90 * DAY) : null,
        address: 'Flat 1203, Secret Street 7',
        latitude: 19.117_654,
        longitude: 72.906_321,
      })
      .returning({ id: properties.id });
    if (!row) throw new Error('insert failed');
    ids[letter] = row.id;
  }
  await db.insert(propertyMedia).values(
    [0, 1, 2].map((k) => ({
      propertyId: ids.A,
      ownerId,
      kind: 'image' as const,
      url: `/api/listing-images/demo-v1-0${k}-640.webp`,
      isCover: k === 1,
      sortOrder: k,
      width: 1024,
      height: 768,
      variants: [320, 640, 1024].map((w) => ({
        width: w,
        url: `/api/listing-images/demo-v1-0${k}-${w}.webp`,
      })),
    })),
  );
  await rebuildSearchTerms(db);
  ctx.app.listings.termsRebuilt();
  return ids;
}

export async function countRows(database: DatabaseHandle, table: string): Promise<number> {
  const { rows } = await database.pool.query(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0].n;
}
