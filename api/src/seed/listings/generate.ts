import {
  AMENITIES,
  AREA_UNIT_SQFT,
  type AreaUnit,
  FACINGS,
  type ListingStatus,
  type ListingType,
  type PostedBy,
  type PropertyType,
} from 'shared/vocabulary';
import type { properties } from '../../db/schema/index';
import {
  type CitySeed,
  type LocalitySeed,
  PLACES,
  PROJECT_PREFIXES,
  PROJECT_SUFFIXES,
} from './places';
import { createRng, hash32, type Rng, uuidFrom } from './prng';
import { descriptionFor, titleFor } from './text';

export type NewListing = typeof properties.$inferInsert;
export interface DemoOwner {
  id: string;
  userType: PostedBy;
}

const DAY = 86_400_000;
const RESIDENTIAL = new Set<PropertyType>([
  'apartment',
  'independent-house',
  'villa',
  'builder-floor',
  'penthouse',
  'studio',
]);
const SALE_TYPES: [PropertyType, number][] = [
  ['apartment', 55],
  ['independent-house', 9],
  ['villa', 5],
  ['builder-floor', 7],
  ['penthouse', 1],
  ['studio', 2],
  ['plot', 9],
  ['agricultural-land', 1],
  ['office', 5],
  ['shop', 4],
  ['showroom', 1],
  ['warehouse', 1],
];
const RENT_TYPES: [PropertyType, number][] = [
  ['apartment', 55],
  ['independent-house', 7],
  ['villa', 2],
  ['builder-floor', 9],
  ['studio', 4],
  ['office', 7],
  ['shop', 4],
  ['warehouse', 2],
  ['co-working', 2],
  ['pg', 8],
];
const PRICE_FACTOR: Partial<Record<PropertyType, number>> = {
  villa: 1.25,
  'independent-house': 1.05,
  'builder-floor': 0.85,
  penthouse: 1.4,
  studio: 1.05,
  plot: 0.6,
  'agricultural-land': 0.04,
  office: 1.1,
  shop: 1.6,
  showroom: 1.4,
  warehouse: 0.3,
  'co-working': 1.2,
};
const SBU_BY_BHK: Record<number, [number, number]> = {
  1: [450, 720],
  2: [800, 1250],
  3: [1250, 1900],
  4: [1900, 3000],
  5: [3000, 5200],
};

const cityWeights = PLACES.map((c) => [c, c.weight] as const);
const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
const area = (value: number, unit: AreaUnit) => ({
  value: Math.round(value),
  unit,
  sqft: Math.round(value * AREA_UNIT_SQFT[unit]),
});

export function projectFor(city: CitySeed, locality: LocalitySeed, n: number): string {
  const h = hash32(`${city.name}/${locality.name}/${n}`);
  return `${PROJECT_PREFIXES[h % PROJECT_PREFIXES.length]} ${PROJECT_SUFFIXES[(h >>> 8) % PROJECT_SUFFIXES.length]}`;
}

function reraIdFor(rng: Rng, city: CitySeed): string {
  const d = (n: number) => String(rng.int(0, 10 ** n - 1)).padStart(n, '0');
  if (city.stateCode === 'MH') return `P5${d(4)}${d(6)}`;
  if (city.stateCode === 'KA') return `PRM/KA/RERA/1251/${d(3)}/PR/${d(6)}/${d(6)}`;
  if (city.stateCode === 'UP') return `UPRERAPRJ${d(6)}`;
  return `${city.stateCode}/RERA/PRJ/${rng.int(2019, 2025)}/${d(5)}`;
}

function statusFor(rng: Rng, kind: ListingType): ListingStatus {
  return rng.weighted<ListingStatus>([
    ['active', 90],
    ['pending-review', 3],
    ['draft', 2],
    ['expired', 2],
    ['rejected', 1],
    [kind === 'sale' ? 'sold' : 'rented', 2],
  ]);
}

/** Listing number `index` of the demo set: the same index always gives the same listing. */
export function generateListing(
  seed: number,
  index: number,
  owners: DemoOwner[],
  now: number,
): NewListing {
  const rng = createRng(hash32(`${seed}:${index}`));
  const id = uuidFrom(rng);
  const city = rng.weighted(cityWeights);
  const locality = rng.pick(city.localities);
  const kind: ListingType = rng.chance(0.6) ? 'sale' : 'rent';
  const type = rng.weighted(kind === 'sale' ? SALE_TYPES : RENT_TYPES);
  const postedBy: PostedBy =
    kind === 'rent'
      ? rng.chance(0.6)
        ? 'owner'
        : 'agent'
      : rng.weighted<PostedBy>([
          ['owner', 45],
          ['agent', 35],
          ['builder', RESIDENTIAL.has(type) || type === 'plot' || type === 'office' ? 20 : 0],
        ]);
  const candidates = owners.filter((o) => o.userType === postedBy);
  const owner = rng.pick(candidates.length > 0 ? candidates : owners);
  const residential = RESIDENTIAL.has(type);
  const bhk =
    type === 'studio'
      ? 1
      : residential
        ? rng.weighted([
            [1, 18],
            [2, 40],
            [3, 29],
            [4, 10],
            [5, 3],
          ] as const)
        : null;
  const project =
    residential && type !== 'independent-house' && rng.chance(0.65)
      ? projectFor(city, locality, rng.int(0, 3))
      : null;
  const psf = rng.between(locality.minPsf, locality.maxPsf) * (PRICE_FACTOR[type] ?? 1);

  const areas: Partial<
    Record<'carpet' | 'builtUp' | 'superBuiltUp' | 'plot', ReturnType<typeof area>>
  > = {};
  if (type === 'plot' || type === 'agricultural-land') {
    areas.plot =
      type === 'plot'
        ? area(city.plotUnit === 'sqyd' ? rng.int(100, 500) : rng.int(1000, 4800), city.plotUnit)
        : area(rng.int(1, 10), 'acre');
  } else if (type === 'pg') {
    areas.carpet = area(rng.int(120, 220), 'sqft');
  } else if (residential) {
    const [lo, hi] = SBU_BY_BHK[bhk ?? 2] ?? [800, 1250];
    const sbu =
      rng.int(lo, hi) *
      (type === 'villa' || type === 'penthouse' ? 1.6 : type === 'studio' ? 0.6 : 1);
    if (type === 'independent-house' || type === 'villa') {
      areas.builtUp = area(sbu, 'sqft');
      areas.plot = area(
        (sbu * rng.between(0.6, 1.2)) / (city.plotUnit === 'sqyd' ? 9 : 1),
        city.plotUnit,
      );
    } else {
      areas.superBuiltUp = area(sbu, 'sqft');
      const carpet = sbu * rng.between(0.65, 0.75);
      areas.carpet = rng.chance(0.15)
        ? area(carpet / AREA_UNIT_SQFT.sqm, 'sqm')
        : area(carpet, 'sqft');
    }
  } else {
    const a = rng.int(
      type === 'warehouse' ? 3000 : type === 'shop' ? 150 : 400,
      type === 'warehouse' ? 40000 : type === 'shop' ? 1200 : 6000,
    );
    areas.superBuiltUp = area(a, 'sqft');
    areas.carpet = area(a * 0.75, 'sqft');
  }
  const primary = areas.superBuiltUp ?? areas.builtUp ?? areas.carpet ?? areas.plot;
  const areaSqft = type === 'pg' ? null : (primary?.sqft ?? null);
  const salePrice = (areaSqft ?? 1000) * psf;
  const price =
    type === 'pg'
      ? roundTo((psf / 1000) * rng.between(900, 1400), 500)
      : kind === 'sale'
        ? roundTo(salePrice, salePrice >= 10_000_000 ? 100_000 : 10_000)
        : roundTo(
            (salePrice * (residential ? rng.between(0.025, 0.038) : rng.between(0.06, 0.08))) / 12,
            500,
          );
  const underConstruction =
    kind === 'sale' &&
    type !== 'plot' &&
    type !== 'agricultural-land' &&
    rng.chance(postedBy === 'builder' ? 0.7 : 0.08);
  const status = statusFor(rng, kind);
  const publishedAt =
    status === 'draft' || status === 'pending-review'
      ? null
      : new Date(now - rng.int(0, status === 'expired' ? 200 : 60) * DAY - rng.int(0, DAY));
  const totalFloors =
    type === 'apartment' || type === 'penthouse' || type === 'studio' || type === 'office'
      ? rng.int(4, city.name === 'Mumbai' ? 45 : 25)
      : type === 'builder-floor'
        ? 4
        : residential
          ? rng.int(1, 3)
          : null;
  const areaLabel = primary
    ? `${primary.value.toLocaleString('en-IN')} ${primary.unit === 'sqft' ? 'sq.ft' : primary.unit === 'sqyd' ? 'sq.yd' : primary.unit}`
    : '';
  const withRera = postedBy === 'builder' || (kind === 'sale' && rng.chance(0.2));
  const noFurnishing = type === 'plot' || type === 'agricultural-land' || type === 'warehouse';
  const title = titleFor(rng, { kind, type, bhk, locality: locality.name, project, areaLabel });
  const flat = rng.int(1, 30) * 100 + rng.int(1, 8);
  return {
    id,
    ownerId: owner.id,
    title,
    description: descriptionFor(rng, kind, city.name, locality.name),
    propertyType: type,
    listingType: kind,
    status,
    postedBy: owner.userType,
    price,
    deposit: kind === 'rent' ? price * rng.int(...city.depositMonths) : null,
    maintenanceMonthly:
      residential && project ? roundTo((areaSqft ?? 1000) * rng.between(2, 6), 100) : null,
    bhk,
    bathrooms: bhk ? Math.min(6, bhk + rng.int(0, 1)) : type === 'office' ? rng.int(1, 3) : null,
    balconies: bhk ? rng.int(0, Math.min(3, bhk)) : null,
    areaSqft,
    carpetArea: areas.carpet?.value ?? null,
    carpetAreaUnit: areas.carpet?.unit ?? null,
    builtUpArea: areas.builtUp?.value ?? null,
    builtUpAreaUnit: areas.builtUp?.unit ?? null,
    superBuiltUpArea: areas.superBuiltUp?.value ?? null,
    superBuiltUpAreaUnit: areas.superBuiltUp?.unit ?? null,
    plotArea: areas.plot?.value ?? null,
    plotAreaUnit: areas.plot?.unit ?? null,
    furnishing: noFurnishing
      ? null
      : rng.weighted(
          kind === 'rent'
            ? ([
                ['unfurnished', 30],
                ['semi-furnished', 45],
                ['furnished', 25],
              ] as const)
            : ([
                ['unfurnished', 50],
                ['semi-furnished', 35],
                ['furnished', 15],
              ] as const),
        ),
    possessionStatus:
      noFurnishing && type !== 'warehouse'
        ? null
        : underConstruction
          ? 'under-construction'
          : 'ready-to-move',
    possessionDate: underConstruction
      ? `${rng.int(2026, 2030)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`
      : null,
    ageYears:
      underConstruction || noFurnishing
        ? null
        : rng.weighted([
            [0, 10],
            [2, 25],
            [5, 30],
            [8, 20],
            [15, 15],
          ] as const) + rng.int(0, 2),
    floorNumber: totalFloors ? rng.int(0, totalFloors) : null,
    totalFloors,
    facing:
      noFurnishing && type !== 'plot'
        ? null
        : rng.weighted(
            FACINGS.map(
              (f) => [f, f === 'east' || f === 'north' || f === 'north-east' ? 3 : 1] as const,
            ),
          ),
    coveredParking: residential
      ? rng.int(0, bhk && bhk >= 3 ? 2 : 1)
      : type === 'office'
        ? rng.int(0, 4)
        : 0,
    openParking: rng.int(0, 1),
    amenities: residential
      ? rng.sample(AMENITIES, project ? rng.int(6, 14) : rng.int(1, 5))
      : type === 'office' || type === 'co-working'
        ? ['lift', 'power-backup', 'security', 'cctv', 'wifi']
        : type === 'pg'
          ? ['wifi', 'power-backup', 'security', 'water-supply-24x7']
          : [],
    state: city.state,
    city: city.name,
    locality: locality.name,
    projectName: project,
    pincode: locality.pincode,
    address: `${project ? `${flat}, ${project}` : `House ${rng.int(1, 400)}, Lane ${rng.int(1, 20)}`}, ${locality.name}, ${city.name} ${locality.pincode}`,
    ...coordinates(rng, city, locality),
    reraState: withRera ? city.state : null,
    reraId: withRera ? reraIdFor(rng, city) : null,
    publishedAt,
    expiresAt: publishedAt
      ? new Date(publishedAt.getTime() + (status === 'expired' ? 90 : 120) * DAY)
      : null,
    reviewedAt: publishedAt,
    closedAt:
      status === 'sold' || status === 'rented' ? new Date(now - rng.int(1, 20) * DAY) : null,
    rejectionReason: status === 'rejected' ? 'Photos do not show the property' : null,
    createdAt: new Date((publishedAt?.getTime() ?? now) - rng.int(0, 3) * DAY),
  };
}

function coordinates(rng: Rng, city: CitySeed, locality: LocalitySeed) {
  const h = hash32(locality.name);
  const lat = city.lat + ((h & 0xffff) / 0xffff - 0.5) * 0.16 + rng.between(-0.008, 0.008);
  const lng = city.lng + ((h >>> 16) / 0xffff - 0.5) * 0.16 + rng.between(-0.008, 0.008);
  return { latitude: Math.round(lat * 1e6) / 1e6, longitude: Math.round(lng * 1e6) / 1e6 };
}
