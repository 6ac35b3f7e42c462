import { sql } from 'drizzle-orm';
import {
  type HeaderSuggestion,
  type ListingCard,
  type ListingSearchQuery,
  RELEVANCE_CANDIDATES,
  type RecentListingsQuery,
  SEARCH_TOTAL_CAP,
} from 'shared/contracts/listings';
import type { Database } from '../../../db/client';
import { CARD_COLUMNS, type CardRow, toCard, withCovers } from './card-rows';
import { CityNames } from './city-names';
import { decodeCursor, encodeCursor, filtersFingerprint } from './cursor';
import { HeaderSuggestions } from './header-suggestions';
import { type PublicListing, publicListingFinder } from './listing-detail';
import { freeText, type SearchScope, searchFilters, sortPlan } from './search-query';
import { readSearchText } from './search-text';
import { type RowQuery, rowQuery } from './statements';

export interface SearchResult {
  data: ListingCard[];
  total: number;
  nextCursor: string | null;
}

export class ListingsRepository {
  readonly cities: CityNames;
  private readonly headerSuggestions: HeaderSuggestions;
  private readonly rows: RowQuery;
  /** The public detail of an active listing (the owner's id beside it, never in it). */
  readonly findPublic: (id: string) => Promise<PublicListing | undefined>;

  constructor(
    db: Database,
    /** Named statements only on PostgreSQL (see statements.ts). */
    namedStatements = true,
    /** Told after the names are read again: answers built from them are out of date. */
    private readonly namesChanged: () => void = () => {},
  ) {
    this.cities = new CityNames(db);
    this.rows = rowQuery(db, namedStatements);
    this.headerSuggestions = new HeaderSuggestions(this.rows);
    this.findPublic = publicListingFinder(db, namedStatements);
  }

  suggestions(q: string, limit: number): Promise<HeaderSuggestion[]> {
    return this.headerSuggestions.find(q, limit);
  }

  /**
   * After `search_terms` is rebuilt or the curated suggestions changed: place names and
   * suggestions are read again, and the cached answers built from them are dropped.
   */
  termsRebuilt(): void {
    this.cities.invalidate();
    this.headerSuggestions.invalidate();
    this.namesChanged();
  }

  /**
   * The city and locality filters as stored, and the places the free text names (not with a
   * locality filter). Saved-search matching reads criteria through it too, to mean the same.
   */
  async scope(query: ListingSearchQuery): Promise<SearchScope> {
    const city = query.city ? await this.cities.canonical(query.city) : undefined;
    const locality = query.locality
      ? await this.cities.canonicalLocality(city ?? '', query.locality)
      : undefined;
    const text = freeText(query);
    if (!text || locality) return { city, locality, words: text };
    return { city, ...readSearchText(text, await this.cities.placeNames(), city) };
  }

  async search(query: ListingSearchQuery): Promise<SearchResult> {
    const cursor = query.cursor ? decodeCursor(query.cursor, query) : undefined;
    const scope = await this.scope(query);
    const plan = sortPlan(query, scope);
    const filters = searchFilters(query, scope);
    const matching = plan.requires ? sql`${filters} AND ${plan.requires}` : filters;
    const after = cursor ? sql` AND ${plan.after(cursor)}` : sql``;
    // Filter values decide the best plan (a rare word or a narrow budget wants a different index
    // than a common one); a cached generic plan guesses blind, and guessed 10x slower in the bench.
    const options = { planEachTime: true };
    let rows: (CardRow & { candidates?: number })[];
    let count: number;
    if (plan.rank) {
      // The candidates are the newest matches, capped like the total, so they are the total.
      rows = await this.rows<CardRow & { candidates: number }>(
        withCovers(
          sql`
          SELECT p.*, ${plan.key} AS sort_key FROM (
            SELECT c.*, count(*) OVER ()::int AS candidates FROM (
              SELECT ${CARD_COLUMNS}, ${plan.rank} AS rank_value FROM properties p
              WHERE ${matching} AND p.published_at IS NOT NULL
              ORDER BY p.published_at DESC, p.id DESC LIMIT ${RELEVANCE_CANDIDATES}
            ) c
          ) p
          WHERE true${after} ORDER BY ${plan.orderBy} LIMIT ${query.limit + 1}`,
          plan.orderBy,
        ),
        options,
      );
      count = cursor?.total ?? rows[0]?.candidates ?? 0;
    } else {
      // The total rides on the page's query (one trip, one plan; PGlite runs one query at a time
      // and PostgreSQL's pool is small): an uncorrelated subquery, run once. No rows on a first
      // page means no matches; a later page carries the total in its cursor.
      const total = cursor
        ? sql``
        : sql`, (SELECT count(*)::int FROM (
              SELECT 1 FROM properties p WHERE ${matching} LIMIT ${SEARCH_TOTAL_CAP}
            ) matches) AS total`;
      const page = await this.rows<CardRow & { total?: number }>(
        withCovers(
          sql`
          SELECT ${CARD_COLUMNS}, ${plan.key} AS sort_key${total} FROM properties p
          WHERE ${matching}${after} ORDER BY ${plan.orderBy} LIMIT ${query.limit + 1}`,
          plan.orderBy,
        ),
        options,
      );
      rows = page;
      count = cursor?.total ?? page[0]?.total ?? 0;
    }
    const hasMore = rows.length > query.limit;
    const pageRows = hasMore ? rows.slice(0, query.limit) : rows;
    const last = pageRows[pageRows.length - 1];
    return {
      data: pageRows.map(toCard),
      total: count,
      nextCursor:
        hasMore && last
          ? encodeCursor({
              sort: query.sort,
              key: last.sort_key ?? '',
              id: last.id,
              total: count,
              filters: filtersFingerprint(query),
            })
          : null,
    };
  }

  async recent(query: RecentListingsQuery): Promise<ListingCard[]> {
    const city = query.city ? await this.cities.canonical(query.city) : undefined;
    const newest = sql`p.published_at DESC, p.id DESC`;
    const rows = await this.rows<CardRow>(
      withCovers(
        sql`
        SELECT ${CARD_COLUMNS} FROM properties p
        WHERE p.status = 'active' AND p.published_at IS NOT NULL
          ${city ? sql`AND p.city = ${city}` : sql``}
          ${query.listingType ? sql`AND p.listing_type = ${query.listingType}` : sql``}
        ORDER BY ${newest} LIMIT ${query.limit}`,
        newest,
      ),
    );
    return rows.map(toCard);
  }

  /**
   * Same city, deal and type, price within +-35%; among the 200 newest such listings, the same
   * locality first, then the closest BHK.
   */
  async similar(id: string, limit: number): Promise<ListingCard[] | undefined> {
    const [self] = await this.rows<{
      city: string | null;
      locality: string | null;
      listing_type: string;
      property_type: string;
      price: string | null;
      bhk: number | null;
    }>(sql`SELECT city, locality, listing_type, property_type, price, bhk FROM properties
           WHERE id = ${id} AND status = 'active'`);
    if (!self) return undefined;
    const price = Number(self.price ?? 0);
    const closest = sql`(p.locality IS NOT DISTINCT FROM ${self.locality}) DESC,
      abs(coalesce(p.bhk, 0) - ${self.bhk ?? 0}), p.published_at DESC NULLS LAST, p.id`;
    const rows = await this.rows<CardRow>(
      withCovers(
        sql`
        SELECT * FROM (
          SELECT ${CARD_COLUMNS} FROM properties p
          WHERE p.status = 'active' AND p.id <> ${id} AND p.city = ${self.city}
            AND p.listing_type = ${self.listing_type} AND p.property_type = ${self.property_type}
            AND p.price BETWEEN ${Math.floor(price * 0.65)} AND ${Math.ceil(price * 1.35)}
          ORDER BY p.published_at DESC NULLS LAST LIMIT 200
        ) p
        ORDER BY ${closest} LIMIT ${limit}`,
        closest,
      ),
      { planEachTime: true },
    );
    return rows.map(toCard);
  }
}
