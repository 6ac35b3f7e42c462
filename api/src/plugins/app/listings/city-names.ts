import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';

const TTL_MS = 5 * 60_000;

/**
 * Maps a city or locality as typed ("mumbai", "hsr layout") to the stored name, so the filters
 * stay exact (indexed) matches. Names come from the reference table and the listings themselves.
 */
export class CityNames {
  private byKey = new Map<string, string>();
  private loadedAt = 0;
  private loading: Promise<void> | undefined;

  constructor(private readonly db: Database) {}

  private async load(): Promise<void> {
    const result = await this.db.execute(sql`
      SELECT name, '' AS city FROM cities
      UNION SELECT term, city FROM search_terms WHERE kind IN ('city', 'locality')`);
    this.byKey = new Map(
      (result.rows as { name: string; city: string }[]).map((r) => [
        `${r.city.toLowerCase()}|${r.name.toLowerCase()}`,
        r.name,
      ]),
    );
    this.loadedAt = Date.now();
  }

  async canonical(city: string): Promise<string> {
    return this.lookup('', city);
  }

  /** The stored spelling of a locality of `city`; unknown ones pass through (and match nothing). */
  async canonicalLocality(city: string, locality: string): Promise<string> {
    return this.lookup(city.toLowerCase(), locality);
  }

  private async lookup(city: string, name: string): Promise<string> {
    if (Date.now() - this.loadedAt > TTL_MS) {
      this.loading ??= this.load().finally(() => {
        this.loading = undefined;
      });
      await this.loading;
    }
    return this.byKey.get(`${city}|${name.trim().toLowerCase()}`) ?? name.trim();
  }

  invalidate(): void {
    this.loadedAt = 0;
  }
}
