import type {
  Amenity,
  Furnishing,
  ListingKind,
  ListingPropertyType,
  ListingSort,
  PossessionStatus,
  PostedBy,
} from 'shared/contracts';

/**
 * Filter vocabularies: values travel in the URL and to the api; labels are what people read.
 * Only types come from the contracts (erased at build), so zod stays off the first paint;
 * options.test.ts checks these lists against the contract's.
 */

export type Option<T extends string | number> = { value: T; label: string };

export const LISTING_TYPES = [
  { value: 'sale', label: 'Buy' },
  { value: 'rent', label: 'Rent' },
] as const satisfies readonly Option<ListingKind>[];

export const PROPERTY_TYPES = [
  { value: 'apartment', label: 'Apartment' },
  { value: 'independent-house', label: 'Independent house' },
  { value: 'villa', label: 'Villa' },
  { value: 'builder-floor', label: 'Builder floor' },
  { value: 'penthouse', label: 'Penthouse' },
  { value: 'studio', label: 'Studio' },
  { value: 'plot', label: 'Plot' },
  { value: 'agricultural-land', label: 'Agricultural land' },
  { value: 'office', label: 'Office' },
  { value: 'shop', label: 'Shop' },
  { value: 'showroom', label: 'Showroom' },
  { value: 'warehouse', label: 'Warehouse' },
  { value: 'co-working', label: 'Co-working' },
  { value: 'pg', label: 'PG / co-living' },
] as const satisfies readonly Option<ListingPropertyType>[];

/** 5 stands for "5 or more". */
export const BHK_OPTIONS = [
  { value: 1, label: '1 BHK' },
  { value: 2, label: '2 BHK' },
  { value: 3, label: '3 BHK' },
  { value: 4, label: '4 BHK' },
  { value: 5, label: '5+ BHK' },
] as const satisfies readonly Option<number>[];

export const FURNISHING = [
  { value: 'furnished', label: 'Furnished' },
  { value: 'semi-furnished', label: 'Semi-furnished' },
  { value: 'unfurnished', label: 'Unfurnished' },
] as const satisfies readonly Option<Furnishing>[];

export const POSSESSION = [
  { value: 'ready-to-move', label: 'Ready to move' },
  { value: 'under-construction', label: 'Under construction' },
] as const satisfies readonly Option<PossessionStatus>[];

export const POSTED_BY = [
  { value: 'owner', label: 'Owner' },
  { value: 'agent', label: 'Agent' },
  { value: 'builder', label: 'Builder' },
] as const satisfies readonly Option<PostedBy>[];

export const AMENITIES = [
  { value: 'lift', label: 'Lift' },
  { value: 'power-backup', label: 'Power backup' },
  { value: 'security', label: '24x7 security' },
  { value: 'cctv', label: 'CCTV' },
  { value: 'gym', label: 'Gym' },
  { value: 'swimming-pool', label: 'Swimming pool' },
  { value: 'clubhouse', label: 'Clubhouse' },
  { value: 'park', label: 'Park' },
  { value: 'children-play-area', label: "Children's play area" },
  { value: 'jogging-track', label: 'Jogging track' },
  { value: 'gas-pipeline', label: 'Piped gas' },
  { value: 'rain-water-harvesting', label: 'Rain-water harvesting' },
  { value: 'intercom', label: 'Intercom' },
  { value: 'visitor-parking', label: 'Visitor parking' },
  { value: 'water-supply-24x7', label: '24x7 water' },
  { value: 'maintenance-staff', label: 'Maintenance staff' },
  { value: 'wifi', label: 'Wi-Fi' },
  { value: 'indoor-games', label: 'Indoor games' },
] as const satisfies readonly Option<Amenity>[];

export const SORTS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'newest', label: 'Newest first' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'price-per-sqft', label: 'Price per sq.ft: low to high' },
] as const satisfies readonly Option<ListingSort>[];

/** Budget steps in rupees: sale prices and monthly rents have different scales. */
export const SALE_BUDGETS = [
  10_00_000, 20_00_000, 30_00_000, 50_00_000, 75_00_000, 1_00_00_000, 1_50_00_000, 2_00_00_000,
  3_00_00_000, 5_00_00_000, 10_00_00_000,
];
export const RENT_BUDGETS = [
  5_000, 10_000, 15_000, 20_000, 30_000, 50_000, 75_000, 1_00_000, 2_00_000,
];

/** Area steps in sq.ft. */
export const AREA_STEPS = [300, 500, 750, 1000, 1250, 1500, 2000, 3000, 5000, 10000];

export type ValueOf<T extends readonly { value: unknown }[]> = T[number]['value'];
export type ListingTypeValue = ValueOf<typeof LISTING_TYPES>;
export type PropertyTypeValue = ValueOf<typeof PROPERTY_TYPES>;
export type BhkValue = ValueOf<typeof BHK_OPTIONS>;
export type FurnishingValue = ValueOf<typeof FURNISHING>;
export type PossessionValue = ValueOf<typeof POSSESSION>;
export type PostedByValue = ValueOf<typeof POSTED_BY>;
export type AmenityValue = ValueOf<typeof AMENITIES>;
export type SortValue = ValueOf<typeof SORTS>;

export function labelOf<T extends string | number>(
  options: readonly Option<T>[],
  value: T | null | undefined,
): string {
  return options.find((option) => option.value === value)?.label ?? String(value ?? '');
}
