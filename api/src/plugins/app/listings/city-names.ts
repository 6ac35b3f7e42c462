import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { Place, PlaceNames } from './search-text';

const TTL_MS = 5 * 60_000;

/**
 * Maps a city or locality as typed ("mumbai", "hsr layout") to the stored name, so the filters
 * stay exact (indexed) matches. Names come from the reference table and the listings themselves.
 */
export class CityNames {
  private byKey = new Map<string, string>();
  private places: PlaceNames = new Map();
  private loadedAt = 0;
  private loading: Promise<void> | undefined;

  constructor(private readonly db: Database) {}

  private async load(): Promise<void> {
    const result = await this.db.execute(sql`
      SELECT name, '' AS city FROM cities
      UNION SELECT term, city FROM search_terms WHERE kind IN ('city', 'locality')`);
    const rows = result.rows as { name: string; city: string }[];
    this.byKey = new Map(
      rows.map((r) => [`${r.city.toLowerCase()}|${r.name.toLowerCase()}`, r.name]),
    );
    const places = new Map<string, Place[]>();
    for (const r of rows) {
      const key = r.name.trim().split(/\s+/).join(' ').toLowerCase();
      const place = r.city ? { city: r.city, locality: r.name } : { city: r.name, locality: null };
      places.set(key, [...(places.get(key) ?? []), place]);
    }
    this.places = places;
    this.loadedAt = Date.now();
  }

  /** Cities and localities by their lower-case name, for reading places out of a search text. */
  async placeNames(): Promise<PlaceNames> {
    await this.fresh();
    return this.places;
  }

  async canonical(city: string): Promise<string> {
    return this.lookup('', city);
  }

  /** The stored spelling of a locality of `city`; unknown ones pass through (and match nothing). */
  async canonicalLocality(city: string, locality: string): Promise<string> {
    return this.lookup(city.toLowerCase(), locality);
  }

  private async fresh(): Promise<void> {
    if (Date.now() - this.loadedAt > TTL_MS) {
      this.loading ??= this.load().finally(() => {
        this.loading = undefined;
      });
      await this.loading;
    }
  }

  private async lookup(city: string, name: string): Promise<string> {
    await this.fresh();
    return this.byKey.get(`${city}|${name.trim().toLowerCase()}`) ?? name.trim();
  }

  invalidate(): void {
    this.loadedAt = 0;
  }
}
