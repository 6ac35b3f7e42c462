import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { ADMIN_LIST_WINDOW } from 'shared/contracts/adminLists';
import type { Executor } from '../../../db/transaction';

/** A list's total as the admin page answers it: at most the window, `totalCapped` above it. */
export const cappedTotal = (n: number) => ({
  total: Math.min(n, ADMIN_LIST_WINDOW),
  totalCapped: n > ADMIN_LIST_WINDOW,
});

/**
 * Counts the rows of `rows` (a SELECT without LIMIT) up to ADMIN_LIST_WINDOW + 1: never a
 * count(*) over every matching row. Answers the raw count; `cappedTotal` turns it into the total.
 */
export async function countCapped(db: Executor, rows: SQLWrapper): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (${rows} LIMIT ${ADMIN_LIST_WINDOW + 1}) AS capped`,
  );
  return result.rows[0]?.n ?? 0;
}

/**
 * `(created_at, id)` past `after` in the list's direction: the keyset of an export's next page.
 * The key's time is PostgreSQL's own text of created_at (a JS Date drops the microseconds).
 */
export const keysetAfter = (
  createdAt: SQLWrapper,
  id: SQLWrapper,
  after: { createdAt: string; id: string } | undefined,
  dir: 'asc' | 'desc' = 'desc',
): SQL | undefined =>
  after
    ? sql`(${createdAt}, ${id}) ${dir === 'asc' ? sql`>` : sql`<`} (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;

/**
 * Every page `read` answers, `size` rows at a time, each read after the last row of the page
 * before (undefined for the first): memory stays at one page. Stops at the first short page.
 */
export async function* keysetPages<Row>(
  size: number,
  read: (after: Row | undefined) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let after: Row | undefined;
  for (;;) {
    const rows = await read(after);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows.at(-1);
  }
}
