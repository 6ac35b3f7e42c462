import { sql } from 'drizzle-orm';
import {
  type SavedSearchCriteria,
  savedSearchCriteriaSchema,
} from 'shared/contracts/savedSearches';
import type { Executor, Transaction } from '../../../db/transaction';
import { MINUTE } from '../../../lib/dates';
import type { SearchScope } from '../listings/search-query';
import {
  CRITERIA_MATCH,
  CRITERIA_RECORD,
  type CriteriaColumns,
  criteriaColumns,
} from './criteria-columns';

/**
 * How far back each run looks again before a search's `matched_until`: a listing published just
 * before a run started but committed after it read is still found by the next run (the unique
 * key on search + listing drops what was already sent).
 */
export const MATCH_OVERLAP_MS = 5 * MINUTE;

export interface MatchOutcome {
  searches: number;
  /** Distinct criteria among them (each evaluated once). */
  criteriaGroups: number;
  candidates: number;
  notifications: number;
}

type SearchRow = {
  id: string;
  user_id: string;
  criteria: Record<string, unknown>;
  window_start: Date | string;
};

interface CriteriaGroup {
  query: SavedSearchCriteria;
  columns?: CriteriaColumns;
  searches: { id: string; userId: string; windowStart: number }[];
}

/** Reads a query's free text and places exactly as the listing search does. */
export type ScopeReader = (query: SavedSearchCriteria) => Promise<SearchScope>;

/** What a run will evaluate: the active searches, grouped by identical criteria. */
export interface MatchPlan {
  searchIds: string[];
  groups: CriteriaGroup[];
  /** The earliest publication time any search still waits for. */
  from: Date | null;
}

/**
 * Step 1, outside any transaction (reading place names may query the database): the active
 * searches, grouped by identical criteria, each group's query read through the listing search's
 * own `scope` (canonical city and locality, places named in the text) and turned into columns
 * that mirror its `searchFilters`, so a match means what the search page would show.
 */
export async function planMatching(db: Executor, readScope: ScopeReader): Promise<MatchPlan> {
  const searches = (
    await db.execute<SearchRow>(sql`
      SELECT id, user_id, criteria,
        greatest(matched_until - ${MATCH_OVERLAP_MS} * interval '1 millisecond', created_at) AS window_start
      FROM saved_searches WHERE NOT paused`)
  ).rows;
  const groups = groupByCriteria(searches);
  for (const [g, group] of groups.entries())
    group.columns = criteriaColumns(g, group.query, await readScope(group.query));
  const starts = searches.map((s) => new Date(s.window_start).getTime());
  return {
    searchIds: searches.map((s) => s.id),
    groups,
    from: starts.length ? new Date(Math.min(...starts)) : null,
  };
}

/**
 * Step 2, in the caller's transaction (the job's, which marks it done): every listing published
 * since each search last looked is checked against it, in one statement: the new listings and the
 * criteria groups are copied into temporary tables and joined (by city where the search has one).
 * New notifications and the advanced `matched_until` commit together; the unique key on search +
 * listing makes a repeated run harmless.
 */
export async function applyMatching(
  tx: Transaction,
  plan: MatchPlan,
  now: Date,
): Promise<MatchOutcome> {
  const at = now.toISOString();
  const outcome: MatchOutcome = {
    searches: plan.searchIds.length,
    criteriaGroups: plan.groups.length,
    candidates: 0,
    notifications: 0,
  };
  if (!plan.from) return outcome;
  await tx.execute(sql`
    CREATE TEMP TABLE saved_search_candidates ON COMMIT DROP AS
    SELECT * FROM properties
    WHERE status = 'active' AND published_at > ${plan.from.toISOString()}::timestamptz
      AND published_at <= ${at}::timestamptz`);
  const [counted] = (
    await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM saved_search_candidates`)
  ).rows;
  outcome.candidates = counted?.n ?? 0;

  if (outcome.candidates > 0) {
    await tx.execute(sql`CREATE INDEX ON saved_search_candidates (city)`);
    await tx.execute(sql`ANALYZE saved_search_candidates`);
    // Which searches share each criteria group, and from when each one still waits; joined with
    // the searches as they are now, so one deleted or paused since step 1 gets nothing.
    await tx.execute(sql`
      CREATE TEMP TABLE saved_search_members ON COMMIT DROP AS
      SELECT m.* FROM jsonb_to_recordset(${JSON.stringify(
        plan.groups.flatMap((group, g) =>
          group.searches.map((search) => ({
            g,
            search_id: search.id,
            user_id: search.userId,
            window_start: new Date(search.windowStart).toISOString(),
          })),
        ),
      )}::jsonb) AS m(g int, search_id uuid, user_id uuid, window_start timestamptz)
      JOIN saved_searches live ON live.id = m.search_id AND NOT live.paused`);
    await tx.execute(sql`CREATE INDEX ON saved_search_members (g)`);
    await tx.execute(sql`ANALYZE saved_search_members`);
    await tx.execute(sql`
      CREATE TEMP TABLE saved_search_criteria ON COMMIT DROP AS
      SELECT r.*, CASE WHEN r.words IS NOT NULL THEN websearch_to_tsquery('english', r.words) END AS words_query
      FROM jsonb_to_recordset(${JSON.stringify(plan.groups.map((group) => group.columns))}::jsonb)
        AS r${CRITERIA_RECORD}`);
    await tx.execute(sql`ANALYZE saved_search_criteria`);
    // Searches with a city meet only that city's listings (a hash join); the others meet all.
    const inserted = await tx.execute(sql`
      INSERT INTO notifications (user_id, kind, payload, property_id, saved_search_id, created_at)
      SELECT s.user_id, 'saved-search-match', '{}'::jsonb, m.id, s.search_id, ${at}::timestamptz
      FROM (
        SELECT c.g, p.id, p.published_at
        FROM saved_search_criteria c JOIN saved_search_candidates p ON p.city = c.city
        WHERE ${CRITERIA_MATCH}
        UNION ALL
        SELECT c.g, p.id, p.published_at
        FROM saved_search_criteria c CROSS JOIN saved_search_candidates p
        WHERE c.city IS NULL AND ${CRITERIA_MATCH}
      ) m
      JOIN saved_search_members s ON s.g = m.g AND m.published_at > s.window_start
      ON CONFLICT (saved_search_id, property_id) DO NOTHING`);
    outcome.notifications = inserted.rowCount ?? 0;
  }
  await tx.execute(sql`
    UPDATE saved_searches SET matched_until = ${at}::timestamptz
    WHERE NOT paused AND matched_until < ${at}::timestamptz
      AND id IN (SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(plan.searchIds)}::jsonb))`);
  return outcome;
}

/** Searches with the same filters (sort, page size and cursor aside) share one evaluation. */
function groupByCriteria(searches: SearchRow[]): CriteriaGroup[] {
  const groups = new Map<string, CriteriaGroup>();
  for (const row of searches) {
    const parsed = savedSearchCriteriaSchema.safeParse(row.criteria);
    if (!parsed.success) continue;
    const { sort: _sort, limit: _limit, cursor: _cursor, ...filters } = parsed.data;
    const key = JSON.stringify(filters, Object.keys(filters).sort());
    const group = groups.get(key) ?? { query: parsed.data, searches: [] };
    group.searches.push({
      id: row.id,
      userId: row.user_id,
      windowStart: new Date(row.window_start).getTime(),
    });
    groups.set(key, group);
  }
  return [...groups.values()];
}
