import { sql } from 'drizzle-orm';
import type { HeaderSuggestion } from 'shared/contracts';
import type { RowQuery } from './statements';

/** Typo tolerance (trigram) only from this many characters: shorter input matches too much. */
export const TYPO_MIN_LENGTH = 4;

type Row = { id: string; text: string; kind: HeaderSuggestion['kind']; city: string | null };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Header type-ahead: admin-curated suggestions first, then cities, localities and projects with
 * active listings (most listings first), all by prefix; a trigram fallback fills up for 4+ chars.
 */
export async function headerSuggestions(
  rows: RowQuery,
  q: string,
  limit: number,
): Promise<HeaderSuggestion[]> {
  const key = q.trim().toLowerCase();
  const prefix = `${escapeLike(key)}%`;
  const found = await rows<Row>(sql`
    (SELECT id::text, search_text AS text, 'suggestion' AS kind, NULL AS city, 0 AS rank, weight AS score
       FROM suggestions WHERE lower(search_text) LIKE ${prefix} ORDER BY weight DESC, search_text LIMIT ${limit})
    UNION ALL
    (SELECT id::text, term, kind, NULLIF(city, ''),
            CASE kind WHEN 'city' THEN 1 WHEN 'locality' THEN 2 ELSE 3 END, listing_count
       FROM search_terms WHERE term_key LIKE ${prefix} ORDER BY listing_count DESC LIMIT ${limit})
    ORDER BY rank, score DESC LIMIT ${limit}`);
  if (found.length < limit && key.length >= TYPO_MIN_LENGTH) {
    const seen = new Set(found.map((r) => r.id));
    const fuzzy = await rows<Row>(sql`
      SELECT id::text, term AS text, kind, NULLIF(city, '') AS city FROM search_terms
      WHERE term_key % ${key} ORDER BY similarity(term_key, ${key}) DESC, listing_count DESC LIMIT ${limit}`);
    for (const row of fuzzy) {
      if (found.length >= limit) break;
      if (!seen.has(row.id)) found.push(row);
    }
  }
  return found.map((r) => ({
    _id: r.kind === 'suggestion' ? r.id : `${r.kind}:${r.id}`,
    searchText: r.text,
    kind: r.kind,
    city: r.city,
  }));
}
