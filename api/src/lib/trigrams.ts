/**
 * The trigram set and similarity of PostgreSQL's pg_trgm: words are runs of letters and digits,
 * lower-cased and padded with two spaces before and one after; similarity is shared trigrams over
 * all distinct trigrams of both. The in-memory type-ahead matches as `term % text` would.
 */
export function trigrams(text: string): Set<string> {
  const set = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  }
  return set;
}

export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}

/** pg_trgm.similarity_threshold's default: `%` matches from here. */
export const SIMILARITY_THRESHOLD = 0.3;
