import { type SQL, sql } from 'drizzle-orm';
import {
  type SavedSearchCriteria,
  savedSearchCriteriaSchema,
} from 'shared/contracts/savedSearches';
import type { Executor, Transaction } from '../../../db/transaction';
import { MINUTE } from '../../../lib/dates';
import { type SearchScope, searchFilters } from '../listings/search-query';

/**
 * How far back each run looks again before a search's `matched_until`: a listing published just
 * before a run started but committed after it read is still found by the next run (the unique
 * key on search + listing drops what was already sent).
 */
export const MATCH_OVERLAP_MS = 5 * MINUTE;
/** Criteria groups per statement (one UNION ALL branch each). */
const BRANCHES_PER_STATEMENT = 250;

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
  filters: SQL;
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
 * searches, each criteria turned into the listing search's own WHERE clause (`searchFilters`) once
 * for all searches that share it, so a match means what the search page would show.
 */
export async function planMatching(db: Executor, readScope: ScopeReader): Promise<MatchPlan> {
  const searches = (
    await db.execute<SearchRow>(sql`
      SELECT id, user_id, criteria,
        greatest(matched_until - ${MATCH_OVERLAP_MS} * interval '1 millisecond', created_at) AS window_start
      FROM saved_searches WHERE NOT paused`)
  ).rows;
  const groups = groupByCriteria(searches);
  for (const group of groups)
    group.filters = searchFilters(group.query, await readScope(group.query));
  const starts = searches.map((s) => new Date(s.window_start).getTime());
  return {
    searchIds: searches.map((s) => s.id),
    groups,
    from: starts.length ? new Date(Math.min(...starts)) : null,
  };
}

/**
 * Step 2, in the caller's transaction (the job's, which marks it done): every listing published
 * since each search last looked is checked against it. The new listings are copied into a small
 * indexed temporary table, and each distinct criteria is one UNION ALL branch over it. New
 * notifications and the advanced `matched_until` commit together; the unique key on search +
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
  const published = new Map(
    (
      await tx.execute<{ id: string; published_at: Date | string }>(
        sql`SELECT id, published_at FROM saved_search_candidates`,
      )
    ).rows.map((r) => [r.id, new Date(r.published_at).getTime()]),
  );
  outcome.candidates = published.size;

  if (published.size > 0) {
    await tx.execute(sql`CREATE INDEX ON saved_search_candidates (city)`);
    await tx.execute(sql`ANALYZE saved_search_candidates`);
    const pairs: { user_id: string; search_id: string; property_id: string }[] = [];
    for (let start = 0; start < plan.groups.length; start += BRANCHES_PER_STATEMENT) {
      const branches = plan.groups
        .slice(start, start + BRANCHES_PER_STATEMENT)
        .map(
          (group, offset) =>
            sql`SELECT ${start + offset}::int AS g, p.id FROM saved_search_candidates p WHERE ${group.filters}`,
        );
      const matches = await tx.execute<{ g: number; id: string }>(
        sql.join(branches, sql` UNION ALL `),
      );
      for (const { g, id } of matches.rows) {
        const publishedAt = published.get(id) ?? 0;
        for (const search of plan.groups[g]?.searches ?? [])
          if (publishedAt > search.windowStart)
            pairs.push({ user_id: search.userId, search_id: search.id, property_id: id });
      }
    }
    if (pairs.length > 0) {
      // Joined with the searches as they are now: one deleted or paused since step 1 gets nothing.
      const inserted = await tx.execute(sql`
        INSERT INTO notifications (user_id, kind, payload, property_id, saved_search_id, created_at)
        SELECT m.user_id, 'saved-search-match',
          jsonb_build_object('title', p.title, 'price', p.price), m.property_id, m.search_id, ${at}::timestamptz
        FROM jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb)
          AS m(user_id uuid, search_id uuid, property_id uuid)
        JOIN saved_search_candidates p ON p.id = m.property_id
        JOIN saved_searches s ON s.id = m.search_id AND NOT s.paused
        ON CONFLICT (saved_search_id, property_id) DO NOTHING`);
      outcome.notifications = inserted.rowCount ?? 0;
    }
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
    const group = groups.get(key) ?? { query: parsed.data, filters: sql`false`, searches: [] };
    group.searches.push({
      id: row.id,
      userId: row.user_id,
      windowStart: new Date(row.window_start).getTime(),
    });
    groups.set(key, group);
  }
  return [...groups.values()];
}
