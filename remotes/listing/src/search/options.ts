import {
  AMENITIES,
  AMENITY_LABELS,
  FURNISHING_LABELS,
  FURNISHINGS,
  LISTING_SORT_LABELS,
  LISTING_SORTS,
  LISTING_TYPE_LABELS,
  LISTING_TYPES,
  type Option,
  optionsOf,
  POSSESSION_STATUS_LABELS,
  POSSESSION_STATUSES,
  POSTED_BY,
  POSTED_BY_LABELS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
} from 'shared/vocabulary';

/**
 * Filter choices: values travel in the URL and to the api; labels are what people read. Both
 * come from shared/vocabulary (no zod there, so it stays off the first paint).
 */

export const LISTING_TYPE_OPTIONS = optionsOf(LISTING_TYPES, LISTING_TYPE_LABELS);
export const PROPERTY_TYPE_OPTIONS = optionsOf(PROPERTY_TYPES, PROPERTY_TYPE_LABELS);
export const FURNISHING_OPTIONS = optionsOf(FURNISHINGS, FURNISHING_LABELS);
export const POSSESSION_OPTIONS = optionsOf(POSSESSION_STATUSES, POSSESSION_STATUS_LABELS);
export const POSTED_BY_OPTIONS = optionsOf(POSTED_BY, POSTED_BY_LABELS);
export const AMENITY_OPTIONS = optionsOf(AMENITIES, AMENITY_LABELS);
export const SORT_OPTIONS = optionsOf(LISTING_SORTS, LISTING_SORT_LABELS);

/** 5 stands for "5 or more". */
export const BHK_OPTIONS = [
  { value: 1, label: '1 BHK' },
  { value: 2, label: '2 BHK' },
  { value: 3, label: '3 BHK' },
  { value: 4, label: '4 BHK' },
  { value: 5, label: '5+ BHK' },
] as const satisfies readonly Option<number>[];
export type BhkValue = (typeof BHK_OPTIONS)[number]['value'];

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
