import { type SQL, sql } from 'drizzle-orm';
import type { ListingSearchQuery } from 'shared/contracts/listings';
import { cursorKey, type SearchCursor } from './cursor';
import type { Place } from './search-text';

/** The free text (q, or the header's `search`), or undefined when blank. */
export const freeText = (query: ListingSearchQuery) =>
  (query.q || query.search)?.trim() || undefined;

/** Where to search, read from the city and locality filters and the places the text names. */
export interface SearchScope {
  city?: string;
  locality?: string;
  /** Places named in the free text: listings in any of them. */
  places?: Place[];
  /** The free text's words that are not place names (matched by the text search). */
  words?: string;
}

const inPlace = (place: Place) =>
  place.locality === null
    ? sql`p.city = ${place.city}`
    : sql`(p.city = ${place.city} AND p.locality = ${place.locality})`;

/** Every filter as one parameterised WHERE clause over `properties p` (active listings only). */
export function searchFilters(query: ListingSearchQuery, scope: SearchScope): SQL {
  const { city, locality, places, words } = scope;
  const parts: SQL[] = [sql`p.status = 'active'`];
  if (words) parts.push(sql`p.search_vector @@ websearch_to_tsquery('english', ${words})`);
  if (places)
    parts.push(places.length ? sql`(${sql.join(places.map(inPlace), sql` OR `)})` : sql`false`);
  if (city) parts.push(sql`p.city = ${city}`);
  if (locality && city) parts.push(sql`p.locality = ${locality}`);
  else if (locality) parts.push(sql`lower(p.locality) = lower(${locality})`);
  if (query.listingType) parts.push(sql`p.listing_type = ${query.listingType}`);
  if (query.propertyType?.length)
    parts.push(
      sql`p.property_type IN ${sql`(${sql.join(
        query.propertyType.map((t) => sql`${t}`),
        sql`, `,
      )})`}`,
    );
  if (query.bhk?.length) {
    // 5 means "5 or more", as on the portals' filter chips.
    const exact = query.bhk.filter((b) => b < 5);
    const clauses: SQL[] = [];
    if (exact.length)
      clauses.push(
        sql`p.bhk IN (${sql.join(
          exact.map((b) => sql`${b}`),
          sql`, `,
        )})`,
      );
    if (query.bhk.some((b) => b >= 5))
      clauses.push(sql`p.bhk >= ${Math.min(...query.bhk.filter((b) => b >= 5))}`);
    parts.push(sql`(${sql.join(clauses, sql` OR `)})`);
  }
  if (query.budgetMin !== undefined) parts.push(sql`p.price >= ${query.budgetMin}`);
  if (query.budgetMax !== undefined) parts.push(sql`p.price <= ${query.budgetMax}`);
  if (query.areaMin !== undefined) parts.push(sql`p.area_sqft >= ${query.areaMin}`);
  if (query.areaMax !== undefined) parts.push(sql`p.area_sqft <= ${query.areaMax}`);
  if (query.furnishing?.length)
    parts.push(
      sql`p.furnishing IN (${sql.join(
        query.furnishing.map((f) => sql`${f}`),
        sql`, `,
      )})`,
    );
  if (query.possession) parts.push(sql`p.possession_status = ${query.possession}`);
  if (query.postedBy?.length)
    parts.push(
      sql`p.posted_by IN (${sql.join(
        query.postedBy.map((f) => sql`${f}`),
        sql`, `,
      )})`,
    );
  if (query.amenities?.length)
    parts.push(sql`p.amenities @> ${`{${query.amenities.join(',')}}`}::text[]`);
  return sql.join(parts, sql` AND `);
}

/**
 * Price per sq.ft with Buy and Rent both asked for: a monthly rent per sq.ft is no sale price per
 * sq.ft, so each purpose is sorted on its own (rents, then sales), never mixed. The key carries the
 * purpose ('rent:42').
 */
const perSqftWithinPurpose: SortPlan = {
  key: sql`p.listing_type || ':' || p.price_per_sqft::text`,
  orderBy: sql`p.listing_type ASC, p.price_per_sqft ASC, p.id ASC`,
  after: (c) => {
    const [purpose, amount] = purposeKey(c.key);
    return sql`(p.listing_type, p.price_per_sqft, p.id) > (${purpose}, ${amount}::bigint, ${c.id}::uuid)`;
  },
  requires: sql`p.price_per_sqft IS NOT NULL`,
};

function purposeKey(key: string): [string, string] {
  const match = /^(rent|sale):(.*)$/.exec(key);
  // cursorKey.bigint refuses anything but a bigint: a bad purpose fails the same way.
  if (!match) return ['', cursorKey.bigint('')];
  return [match[1] as string, cursorKey.bigint(match[2] as string)];
}

export interface SortPlan {
  /** Text form of the row's sort key (selected as `sort_key`, round-trips through the cursor). */
  key: SQL;
  orderBy: SQL;
  /** Rows after the cursor. */
  after(cursor: SearchCursor): SQL;
  /** Extra condition: price sorts leave out listings without that value. */
  requires?: SQL;
  /** Relevance: the rank expression, computed over the newest RELEVANCE_CANDIDATES matches. */
  rank?: SQL;
}

/**
 * How to order the matches. Relevance needs words to rank: a text that only names a place lists
 * that place newest first. With words left, the whole text ranks (a title naming the place helps).
 */
export function sortPlan(query: ListingSearchQuery, scope: SearchScope): SortPlan {
  const text = freeText(query);
  const sort = query.sort === 'relevance' && !scope.words ? 'newest' : query.sort;
  switch (sort) {
    case 'relevance': {
      const rank = sql`ts_rank(p.search_vector, websearch_to_tsquery('english', ${text}))`;
      return {
        key: sql`p.rank_value::text`,
        orderBy: sql`p.rank_value DESC, p.id DESC`,
        after: (c) => sql`(p.rank_value, p.id) < (${cursorKey.real(c.key)}::real, ${c.id}::uuid)`,
        rank,
      };
    }
    case 'price-asc':
    case 'price-desc': {
      const desc = sort === 'price-desc';
      return {
        key: sql`p.price::text`,
        orderBy: desc ? sql`p.price DESC, p.id DESC` : sql`p.price ASC, p.id ASC`,
        after: (c) =>
          desc
            ? sql`(p.price, p.id) < (${cursorKey.bigint(c.key)}::bigint, ${c.id}::uuid)`
            : sql`(p.price, p.id) > (${cursorKey.bigint(c.key)}::bigint, ${c.id}::uuid)`,
        requires: sql`p.price IS NOT NULL`,
      };
    }
    case 'price-per-sqft':
      if (!query.listingType) return perSqftWithinPurpose;
      return {
        key: sql`p.price_per_sqft::text`,
        orderBy: sql`p.price_per_sqft ASC, p.id ASC`,
        after: (c) =>
          sql`(p.price_per_sqft, p.id) > (${cursorKey.bigint(c.key)}::bigint, ${c.id}::uuid)`,
        requires: sql`p.price_per_sqft IS NOT NULL`,
      };
    default:
      return {
        key: sql`p.published_at::text`,
        orderBy: sql`p.published_at DESC, p.id DESC`,
        after: (c) =>
          sql`(p.published_at, p.id) < (${cursorKey.timestamp(c.key)}::timestamptz, ${c.id}::uuid)`,
        requires: sql`p.published_at IS NOT NULL`,
      };
  }
}
