import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { refreshed } from '../../../lib/refreshed';
import type { Place, PlaceNames } from './search-text';

const TTL_MS = 5 * 60_000;

interface Names {
  /** Stored spelling by `<lower-case city>|<lower-case name>` ('' city for a city itself). */
  byKey: Map<string, string>;
  places: PlaceNames;
}

/**
 * Maps a city or locality as typed ("mumbai", "hsr layout") to the stored name, so the filters
 * stay exact (indexed) matches. Names come from the reference table and the listings themselves.
 */
export class CityNames {
  private readonly names;

  constructor(db: Database) {
    this.names = refreshed(async (): Promise<Names> => {
      const result = await db.execute(sql`
        SELECT name, '' AS city FROM cities
        UNION SELECT term, city FROM search_terms WHERE kind IN ('city', 'locality')`);
      const rows = result.rows as { name: string; city: string }[];
      const places = new Map<string, Place[]>();
      for (const r of rows) {
        const key = r.name.trim().split(/\s+/).join(' ').toLowerCase();
        const place = r.city
          ? { city: r.city, locality: r.name }
          : { city: r.name, locality: null };
        places.set(key, [...(places.get(key) ?? []), place]);
      }
      return {
        byKey: new Map(
          rows.map((r) => [`${r.city.toLowerCase()}|${r.name.toLowerCase()}`, r.name]),
        ),
        places,
      };
    }, TTL_MS);
  }

  /** Cities and localities by their lower-case name, for reading places out of a search text. */
  async placeNames(): Promise<PlaceNames> {
    return (await this.names.get()).places;
  }

  async canonical(city: string): Promise<string> {
    return this.lookup('', city);
  }

  /** The stored spelling of a locality of `city`; unknown ones pass through (and match nothing). */
  async canonicalLocality(city: string, locality: string): Promise<string> {
    return this.lookup(city.toLowerCase(), locality);
  }

  private async lookup(city: string, name: string): Promise<string> {
    const { byKey } = await this.names.get();
    return byKey.get(`${city}|${name.trim().toLowerCase()}`) ?? name.trim();
  }

  /** The next lookup reads the names again (after search_terms is rebuilt). */
  invalidate(): void {
    this.names.invalidate();
  }
}
