import { sql } from 'drizzle-orm';
import type { SavedSearchCriteria } from 'shared/contracts/savedSearches';
import type { SearchScope } from '../listings/search-query';

/**
 * One saved search's filters as columns of a row, so that thousands of searches are checked
 * against the new listings in one join instead of one query each. Each column stands for one
 * clause of the listing search's `searchFilters` (listings/search-query.ts), read from the same
 * query and the same `SearchScope`; null means "no such filter". Keep the two in step: the test
 * "means what the search page means" (test/saved-searches/matching.test.ts) fails when they differ.
 */
export interface CriteriaColumns {
  g: number;
  city: string | null;
  /** Locality with a city: exact match. */
  locality: string | null;
  /** Locality without a city: case-insensitive match. */
  locality_ci: string | null;
  /** Places the free text names: listings in any of them; [] matches nothing. */
  places: { city: string; locality: string | null }[] | null;
  /** The words left of the free text, for the full-text match. */
  words: string | null;
  listing_type: string | null;
  property_types: string[] | null;
  /** BHK chips: exact values below 5, and "5 or more" as the smallest such value. */
  has_bhk: boolean;
  bhk_exact: number[];
  bhk_min: number | null;
  budget_min: number | null;
  budget_max: number | null;
  area_min: number | null;
  area_max: number | null;
  furnishings: string[] | null;
  possession: string | null;
  posted_by: string[] | null;
  amenities: string[] | null;
}

const listOrNull = <T>(items: readonly T[] | undefined) => (items?.length ? [...items] : null);

export function criteriaColumns(
  g: number,
  query: SavedSearchCriteria,
  scope: SearchScope,
): CriteriaColumns {
  const bhk = query.bhk ?? [];
  const fivePlus = bhk.filter((b) => b >= 5);
  return {
    g,
    city: scope.city ?? null,
    locality: scope.locality && scope.city ? scope.locality : null,
    locality_ci: scope.locality && !scope.city ? scope.locality : null,
    places: scope.places ?? null,
    words: scope.words ?? null,
    listing_type: query.listingType ?? null,
    property_types: listOrNull(query.propertyType),
    has_bhk: bhk.length > 0,
    bhk_exact: bhk.filter((b) => b < 5),
    bhk_min: fivePlus.length ? Math.min(...fivePlus) : null,
    budget_min: query.budgetMin ?? null,
    budget_max: query.budgetMax ?? null,
    area_min: query.areaMin ?? null,
    area_max: query.areaMax ?? null,
    furnishings: listOrNull(query.furnishing),
    possession: query.possession ?? null,
    posted_by: listOrNull(query.postedBy),
    amenities: listOrNull(query.amenities),
  };
}

/** The temporary table's columns, as `jsonb_to_recordset` reads the rows above. */
export const CRITERIA_RECORD = sql.raw(`(g int, city text, locality text, locality_ci text,
  places jsonb, words text, listing_type text, property_types text[], has_bhk boolean,
  bhk_exact int[], bhk_min int, budget_min bigint, budget_max bigint, area_min int, area_max int,
  furnishings text[], possession text, posted_by text[], amenities text[])`);

/**
 * `searchFilters` clause by clause, for a criteria row `c` (with `words_query`, the words'
 * tsquery computed once) and a listing `p`; the city is left to the join.
 */
export const CRITERIA_MATCH = sql.raw(`
  (c.locality IS NULL OR p.locality = c.locality)
  AND (c.locality_ci IS NULL OR lower(p.locality) = lower(c.locality_ci))
  AND (c.places IS NULL OR EXISTS (
    SELECT 1 FROM jsonb_to_recordset(c.places) AS x(city text, locality text)
    WHERE p.city = x.city AND (x.locality IS NULL OR p.locality = x.locality)))
  AND (c.words_query IS NULL OR p.search_vector @@ c.words_query)
  AND (c.listing_type IS NULL OR p.listing_type = c.listing_type)
  AND (c.property_types IS NULL OR p.property_type = ANY (c.property_types))
  AND (NOT c.has_bhk OR coalesce(p.bhk = ANY (c.bhk_exact), false)
       OR coalesce(p.bhk >= c.bhk_min, false))
  AND (c.budget_min IS NULL OR p.price >= c.budget_min)
  AND (c.budget_max IS NULL OR p.price <= c.budget_max)
  AND (c.area_min IS NULL OR p.area_sqft >= c.area_min)
  AND (c.area_max IS NULL OR p.area_sqft <= c.area_max)
  AND (c.furnishings IS NULL OR p.furnishing = ANY (c.furnishings))
  AND (c.possession IS NULL OR p.possession_status = c.possession)
  AND (c.posted_by IS NULL OR p.posted_by = ANY (c.posted_by))
  AND (c.amenities IS NULL OR p.amenities @> c.amenities)`);
