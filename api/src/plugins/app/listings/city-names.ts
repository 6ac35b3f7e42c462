import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';

const TTL_MS = 5 * 60_000;

/**
 * Maps a city as typed ("mumbai", "NEW DELHI") to the stored name, so the city filter stays an
 * exact (indexed) match. Names come from the reference table and the listings' own cities.
 */
export class CityNames {
  private byKey = new Map<string, string>();
  private loadedAt = 0;
  private loading: Promise<void> | undefined;

  constructor(private readonly db: Database) {}

  private async load(): Promise<void> {
    const result = await this.db.execute(sql`
      SELECT name FROM cities UNION SELECT term FROM search_terms WHERE kind = 'city'`);
    this.byKey = new Map(
      (result.rows as { name: string }[]).map((r) => [r.name.toLowerCase(), r.name]),
    );
    this.loadedAt = Date.now();
  }

  async canonical(city: string): Promise<string> {
    if (Date.now() - this.loadedAt > TTL_MS) {
      this.loading ??= this.load().finally(() => {
        this.loading = undefined;
      });
      await this.loading;
    }
    return this.byKey.get(city.trim().toLowerCase()) ?? city.trim();
  }

  invalidate(): void {
    this.loadedAt = 0;
  }
}
