import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';

/**
 * Rebuilds `search_terms` (cities, localities, projects with active listings) from `properties`.
 * Terms whose listings are all gone drop out; counts rank the type-ahead.
 */
export async function rebuildSearchTerms(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      CREATE TEMP TABLE fresh_terms ON COMMIT DROP AS
      SELECT 'city'::text AS kind, min(city) AS term, lower(city) AS term_key, ''::text AS city, count(*)::int AS n
        FROM properties WHERE status = 'active' AND city IS NOT NULL GROUP BY lower(city)
      UNION ALL
      SELECT 'locality', min(locality), lower(locality), min(city), count(*)::int
        FROM properties WHERE status = 'active' AND locality IS NOT NULL AND city IS NOT NULL
        GROUP BY lower(city), lower(locality)
      UNION ALL
      SELECT 'project', min(project_name), lower(project_name), min(city), count(*)::int
        FROM properties WHERE status = 'active' AND project_name IS NOT NULL AND city IS NOT NULL
        GROUP BY lower(city), lower(project_name)`);
    await tx.execute(sql`
      DELETE FROM search_terms t WHERE NOT EXISTS (
        SELECT 1 FROM fresh_terms f WHERE f.kind = t.kind AND f.term_key = t.term_key AND f.city = t.city)`);
    await tx.execute(sql`
      INSERT INTO search_terms (kind, term, term_key, city, listing_count)
      SELECT kind, term, term_key, city, n FROM fresh_terms
      ON CONFLICT (kind, term_key, city) DO UPDATE
        SET term = excluded.term, listing_count = excluded.listing_count, updated_at = now()
        WHERE search_terms.listing_count IS DISTINCT FROM excluded.listing_count
           OR search_terms.term IS DISTINCT FROM excluded.term`);
  });
}
