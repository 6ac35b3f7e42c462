import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  type CreateSavedSearchBody,
  MAX_SAVED_SEARCHES,
  type SavedSearch,
  type SavedSearchCriteria,
  savedSearchCriteriaSchema,
  type UpdateSavedSearchBody,
} from 'shared/contracts/savedSearches';
import type { Database } from '../../../db/client';
import { savedSearches, users } from '../../../db/schema/index';
import type { Clock } from '../../../lib/clock';
import { iso } from '../../../lib/dates';
import { HttpError } from '../../../lib/errors';

type SavedSearchRow = typeof savedSearches.$inferSelect;

export const TOO_MANY_SAVED_SEARCHES = `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one you no longer need, then save this one.`;

/** The criteria as stored: the search's query without its paging cursor. */
export function storedCriteria(criteria: SavedSearchCriteria): Record<string, unknown> {
  const { cursor: _cursor, ...kept } = criteria;
  return kept;
}

/** A stored row as the api answers it (criteria re-read through the schema, defaults filled). */
export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  const parsed = savedSearchCriteriaSchema.safeParse(row.criteria);
  const { cursor: _cursor, ...criteria } = parsed.success
    ? parsed.data
    : savedSearchCriteriaSchema.parse({});
  return {
    _id: row.id,
    name: row.name,
    criteria,
    alerts: row.alerts,
    paused: row.paused,
    createdAt: iso(row.createdAt),
  };
}

/** A buyer's saved searches; every method takes the owner, and another user's id finds nothing. */
export class SavedSearchesRepository {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<SavedSearch[]> {
    const rows = await this.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
    return rows.map(toSavedSearch);
  }

  /**
   * Creates one under a lock on the user's row, so two saves at once cannot pass the limit
   * together. Matching starts from now: listings already live are on the search page.
   */
  create(userId: string, body: CreateSavedSearchBody & { criteria: SavedSearchCriteria }) {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [existing] = await tx
        .select({ n: count() })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId));
      if ((existing?.n ?? 0) >= MAX_SAVED_SEARCHES)
        throw new HttpError(409, TOO_MANY_SAVED_SEARCHES, 'CONFLICT');
      const now = this.clock.now();
      const [row] = await tx
        .insert(savedSearches)
        .values({
          userId,
          name: body.name,
          criteria: storedCriteria(body.criteria),
          alerts: body.alerts,
          matchedUntil: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('saved search insert failed');
      return toSavedSearch(row);
    });
  }

  /** Resuming a paused search starts matching from now (listings of the pause are not sent). */
  async update(
    userId: string,
    id: string,
    body: UpdateSavedSearchBody,
  ): Promise<SavedSearch | undefined> {
    const now = this.clock.now();
    const [row] = await this.db
      .update(savedSearches)
      .set({
        ...body,
        ...(body.paused === false
          ? {
              matchedUntil: sql`CASE WHEN ${savedSearches.paused} THEN ${now.toISOString()}::timestamptz ELSE ${savedSearches.matchedUntil} END`,
            }
          : {}),
        updatedAt: now,
      })
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
      .returning();
    return row ? toSavedSearch(row) : undefined;
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const removed = await this.db
      .delete(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
      .returning({ id: savedSearches.id });
    return removed.length > 0;
  }
}
