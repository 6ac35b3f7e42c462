import type { HeaderSuggestion } from 'shared/contracts/listings';
import type { Suggestion } from 'shared/contracts/suggestions';

/** The ranked list stops here: a type-ahead, not a browse (the contract documents 50). */
export const SUGGESTION_DEPTH = 50;

interface SuggestionSource {
  /** Admin-curated first, then cities, localities, projects; prefix, trigram from 4 chars. */
  suggestions(q: string, limit: number): Promise<HeaderSuggestion[]>;
}

/**
 * The header's whole ranked list for a text (at most SUGGESTION_DEPTH rows), each text once:
 * a later row with the same text (any case) folds into the first. An admin-curated row then says
 * what the text is (so "Mumbai" reads as a city); a name found in several cities loses its city.
 */
export async function rankedSuggestions(
  source: SuggestionSource,
  search: string,
): Promise<Suggestion[]> {
  const rows = await source.suggestions(search, SUGGESTION_DEPTH);
  const byText = new Map<string, Suggestion>();
  for (const row of rows) {
    const key = row.searchText.trim().toLowerCase();
    const first = byText.get(key);
    if (!first) {
      byText.set(key, { ...row });
    } else if (first.kind === 'suggestion' && row.kind !== 'suggestion') {
      first.kind = row.kind;
      first.city = row.city;
    } else if (first.kind === row.kind && first.city !== row.city) {
      first.city = null;
    }
  }
  return [...byText.values()];
}
