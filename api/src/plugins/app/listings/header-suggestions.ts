import { sql } from 'drizzle-orm';
import type { HeaderSuggestion } from 'shared/contracts/listings';
import { refreshed } from '../../../lib/refreshed';
import { SIMILARITY_THRESHOLD, similarity, trigrams } from '../../../lib/trigrams';
import type { RowQuery } from './statements';

/** Typo tolerance (trigram) only from this many characters: shorter input matches too much. */
export const TYPO_MIN_LENGTH = 4;

/** Admin-curated edits made through another api instance show within this time. */
const RELOAD_AFTER_MS = 60_000;

interface Entry {
  suggestion: HeaderSuggestion;
  key: string;
  /** Admin-curated 0, then city 1, locality 2, project 3. */
  rank: number;
  /** Within a rank: the curated weight, or the term's listing count. */
  score: number;
  trigrams: Set<string>;
}

type Row = {
  id: string;
  text: string;
  kind: HeaderSuggestion['kind'];
  city: string | null;
  score: number;
};

const KIND_RANK = { city: 1, locality: 2, project: 3 } as const;

const byKey = (a: Entry, b: Entry) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
const byRank = (a: Entry, b: Entry) => a.rank - b.rank || b.score - a.score || byKey(a, b);

/**
 * The header's type-ahead, served from memory: admin-curated suggestions and the cities,
 * localities and projects with active listings (`search_terms`), sorted by their lower-case text
 * so a prefix is a binary search. Prefix matches come first (curated, then by kind, most listings
 * first); from 4 characters, trigram matches (as pg_trgm's `%`) fill up the rest.
 */
export class HeaderSuggestions {
  private readonly index;

  constructor(rows: RowQuery) {
    this.index = refreshed(async () => {
      const found = await rows<Row>(sql`
        SELECT id::text, search_text AS text, 'suggestion' AS kind, NULL AS city, weight AS score
          FROM suggestions
        UNION ALL
        SELECT id::text, term, kind, NULLIF(city, ''), listing_count FROM search_terms`);
      return found
        .map(
          (r): Entry => ({
            suggestion: {
              _id: r.kind === 'suggestion' ? r.id : `${r.kind}:${r.id}`,
              searchText: r.text,
              kind: r.kind,
              city: r.city,
            },
            key: r.text.toLowerCase(),
            rank: r.kind === 'suggestion' ? 0 : KIND_RANK[r.kind],
            score: Number(r.score),
            trigrams: trigrams(r.text),
          }),
        )
        .sort(byKey);
    }, RELOAD_AFTER_MS);
  }

  /** The next request reads the tables again (after search_terms is rebuilt). */
  invalidate(): void {
    this.index.invalidate();
  }

  async find(q: string, limit: number): Promise<HeaderSuggestion[]> {
    const entries = await this.index.get();
    const key = q.trim().toLowerCase();
    if (!key) return [];
    const found = prefixRange(entries, key).sort(byRank).slice(0, limit);
    if (found.length < limit && key.length >= TYPO_MIN_LENGTH) {
      const typed = trigrams(key);
      const taken = new Set(found);
      const near = entries
        .filter((e) => e.rank > 0 && !taken.has(e))
        .map((e) => ({ e, sim: similarity(e.trigrams, typed) }))
        .filter((m) => m.sim >= SIMILARITY_THRESHOLD)
        .sort((a, b) => b.sim - a.sim || b.e.score - a.e.score);
      for (const m of near.slice(0, limit - found.length)) found.push(m.e);
    }
    return found.map((e) => e.suggestion);
  }
}

/** The entries whose key starts with `prefix` (entries sorted by key). */
function prefixRange(entries: Entry[], prefix: string): Entry[] {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((entries[mid] as Entry).key < prefix) low = mid + 1;
    else high = mid;
  }
  let end = low;
  while (end < entries.length && (entries[end] as Entry).key.startsWith(prefix)) end++;
  return entries.slice(low, end);
}
