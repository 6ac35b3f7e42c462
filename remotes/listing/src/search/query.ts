import type {
  Amenity,
  Furnishing,
  ListingSort,
  ListingType,
  PossessionStatus,
  PostedBy,
  PropertyType,
} from 'shared/vocabulary';
import {
  AMENITY_OPTIONS,
  BHK_OPTIONS,
  type BhkValue,
  FURNISHING_OPTIONS,
  LISTING_TYPE_OPTIONS,
  POSSESSION_OPTIONS,
  POSTED_BY_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  SORT_OPTIONS,
} from './options';

/** Everything the listing page searches by; the URL is its only home. */
export interface ListingQuery {
  search: string;
  city: string;
  locality: string;
  listingType: ListingType | null;
  propertyTypes: PropertyType[];
  bhk: BhkValue[];
  minPrice: number | null;
  maxPrice: number | null;
  minArea: number | null;
  maxArea: number | null;
  furnishing: Furnishing[];
  possession: PossessionStatus | null;
  postedBy: PostedBy[];
  amenities: Amenity[];
  sort: ListingSort;
}

export const DEFAULT_SORT: ListingSort = 'relevance';

/** Sorts whose numbers compare only within one purpose: a monthly rent per sq.ft is no sale price. */
const SORTS_WITHIN_PURPOSE: readonly ListingSort[] = ['price-per-sqft'];

/** The sort as it applies: one that needs Buy or Rent chosen falls back to the default on 'Any'. */
export function sortFor(sort: ListingSort, listingType: ListingType | null): ListingSort {
  return listingType === null && SORTS_WITHIN_PURPOSE.includes(sort) ? DEFAULT_SORT : sort;
}

export const EMPTY_QUERY: ListingQuery = {
  search: '',
  city: '',
  locality: '',
  listingType: null,
  propertyTypes: [],
  bhk: [],
  minPrice: null,
  maxPrice: null,
  minArea: null,
  maxArea: null,
  furnishing: [],
  possession: null,
  postedBy: [],
  amenities: [],
  sort: DEFAULT_SORT,
};

type Known<T> = readonly { value: T }[];

function pickOne<T>(options: Known<T>, raw: string | null): T | null {
  return options.find((option) => String(option.value) === raw)?.value ?? null;
}

/** Comma lists; unknown values are dropped so an edited or stale link still opens. */
function pickMany<T>(options: Known<T>, raw: string | null): T[] {
  if (!raw) return [];
  const wanted = new Set(raw.split(','));
  return options.filter((option) => wanted.has(String(option.value))).map((o) => o.value);
}

function positiveNumber(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
}

function text(raw: string | null): string {
  return (raw ?? '').trim().slice(0, 100);
}

export function parseQuery(params: URLSearchParams): ListingQuery {
  const listingType = pickOne(LISTING_TYPE_OPTIONS, params.get('listingType'));
  return {
    search: text(params.get('search')),
    city: text(params.get('city')),
    locality: text(params.get('locality')),
    listingType,
    propertyTypes: pickMany(PROPERTY_TYPE_OPTIONS, params.get('propertyType')),
    bhk: pickMany(BHK_OPTIONS, params.get('bhk')),
    minPrice: positiveNumber(params.get('minPrice')),
    maxPrice: positiveNumber(params.get('maxPrice')),
    minArea: positiveNumber(params.get('minArea')),
    maxArea: positiveNumber(params.get('maxArea')),
    furnishing: pickMany(FURNISHING_OPTIONS, params.get('furnishing')),
    possession: pickOne(POSSESSION_OPTIONS, params.get('possession')),
    postedBy: pickMany(POSTED_BY_OPTIONS, params.get('postedBy')),
    amenities: pickMany(AMENITY_OPTIONS, params.get('amenities')),
    sort: sortFor(pickOne(SORT_OPTIONS, params.get('sort')) ?? DEFAULT_SORT, listingType),
  };
}

/** The URL form: defaults left out, a fixed order, so one search has one address. */
export function toSearchParams(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  const put = (name: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(name, String(value));
  };
  put('search', query.search);
  put('city', query.city);
  put('locality', query.locality);
  put('listingType', query.listingType);
  put('propertyType', query.propertyTypes.join(','));
  put('bhk', query.bhk.join(','));
  put('minPrice', query.minPrice);
  put('maxPrice', query.maxPrice);
  put('minArea', query.minArea);
  put('maxArea', query.maxArea);
  put('furnishing', query.furnishing.join(','));
  put('possession', query.possession);
  put('postedBy', query.postedBy.join(','));
  put('amenities', query.amenities.join(','));
  const sort = sortFor(query.sort, query.listingType);
  if (sort !== DEFAULT_SORT) put('sort', sort);
  return params;
}

export function queryKey(query: ListingQuery): string {
  return toSearchParams(query).toString();
}

/** Filters that narrow the results (sort and text aside), for the empty state and the badge. */
export function activeFilterCount(query: ListingQuery): number {
  const { search: _s, sort: _o, ...filters } = query;
  return Object.values(filters).filter((value) =>
    Array.isArray(value) ? value.length > 0 : value !== null && value !== '',
  ).length;
}
