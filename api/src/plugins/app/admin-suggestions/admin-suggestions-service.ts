import { and, asc, desc, eq, ilike, max, ne, sql } from 'drizzle-orm';
import type { AdminSuggestion, AdminSuggestionsQuery } from 'shared/contracts/adminSuggestions';
import type { Database } from '../../../db/client';
import { suggestions } from '../../../db/schema/index';
import type { Executor } from '../../../db/transaction';
import { iso } from '../../../lib/dates';
import { conflict, isUniqueViolation, notFound } from '../../../lib/errors';
import { likeContains } from '../../../lib/like';
import { cappedTotal, countCapped } from '../admin-lists/paging';
import type { AuditLog, StaffMember } from '../audit/audit-log';

type SuggestionRow = typeof suggestions.$inferSelect;

export const toAdminSuggestion = (row: SuggestionRow): AdminSuggestion => ({
  _id: row.id,
  searchText: row.searchText,
  weight: row.weight,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const taken = (searchText: string) =>
  conflict(`The suggestion "${searchText}" already exists. Edit that one instead.`);

/** The header's order: heaviest first, then by text. */
const headerOrder = [desc(suggestions.weight), asc(suggestions.searchText), asc(suggestions.id)];

/**
 * The curated header suggestions staff edit. Every write commits with its audit entry, then
 * `changed()` runs (the header's in-memory index and cached answers are renewed).
 */
export class AdminSuggestionsService {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditLog,
    private readonly changed: () => void,
  ) {}

  async list(query: AdminSuggestionsQuery) {
    const where = query.search
      ? ilike(suggestions.searchText, likeContains(query.search))
      : undefined;
    const order = query.dir === 'asc' ? asc : desc;
    const orderBy =
      query.sort === 'weight'
        ? query.dir === 'desc'
          ? headerOrder
          : [asc(suggestions.weight), desc(suggestions.searchText), desc(suggestions.id)]
        : [order(suggestions[query.sort]), order(suggestions.id)];
    const [rows, n] = await Promise.all([
      this.db
        .select()
        .from(suggestions)
        .where(where)
        .orderBy(...orderBy)
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      countCapped(this.db, this.db.select({ one: sql`1` }).from(suggestions).where(where)),
    ]);
    return { data: rows.map(toAdminSuggestion), ...cappedTotal(n) };
  }

  /** Every suggestion matching the search, in the header's order (for the CSV). */
  async all(search: string | undefined): Promise<AdminSuggestion[]> {
    const rows = await this.db
      .select()
      .from(suggestions)
      .where(search ? ilike(suggestions.searchText, likeContains(search)) : undefined)
      .orderBy(...headerOrder);
    return rows.map(toAdminSuggestion);
  }

  /** A new suggestion goes first (the heaviest). */
  async create(staff: StaffMember, searchText: string): Promise<AdminSuggestion> {
    return this.writing(searchText, async (tx) => {
      await this.assertTextFree(tx, searchText, null);
      const [heaviest] = await tx.select({ weight: max(suggestions.weight) }).from(suggestions);
      const [row] = await tx
        .insert(suggestions)
        .values({ searchText, weight: (heaviest?.weight ?? 0) + 1 })
        .returning();
      const created = row as SuggestionRow;
      await this.audit.record(tx, staff, {
        action: 'suggestion.create',
        entityType: 'suggestion',
        entityId: created.id,
        after: { searchText, weight: created.weight },
      });
      return toAdminSuggestion(created);
    });
  }

  async update(staff: StaffMember, id: string, searchText: string): Promise<AdminSuggestion> {
    return this.writing(searchText, async (tx) => {
      const before = await this.byId(tx, id);
      await this.assertTextFree(tx, searchText, id);
      const [row] = await tx
        .update(suggestions)
        .set({ searchText })
        .where(eq(suggestions.id, id))
        .returning();
      await this.audit.record(tx, staff, {
        action: 'suggestion.update',
        entityType: 'suggestion',
        entityId: id,
        before: { searchText: before.searchText },
        after: { searchText },
      });
      return toAdminSuggestion(row as SuggestionRow);
    });
  }

  async remove(staff: StaffMember, id: string): Promise<void> {
    await this.writing('', async (tx) => {
      const before = await this.byId(tx, id);
      await tx.delete(suggestions).where(eq(suggestions.id, id));
      await this.audit.record(tx, staff, {
        action: 'suggestion.delete',
        entityType: 'suggestion',
        entityId: id,
        before: { searchText: before.searchText, weight: before.weight },
      });
    });
  }

  /**
   * `ids` take the places they hold together in the header's order, in the order given (so a
   * page of the list reorders without moving the others); then every suggestion's weight is its
   * place from the bottom. One audit entry per suggestion whose weight changed.
   */
  async reorder(staff: StaffMember, ids: string[]): Promise<number> {
    return this.writing('', async (tx) => {
      // Two reorders at once would number from different snapshots.
      await tx.execute(sql`LOCK TABLE suggestions IN SHARE ROW EXCLUSIVE MODE`);
      const rows = await tx
        .select()
        .from(suggestions)
        .orderBy(...headerOrder);
      const named = new Set(ids);
      const found = rows.filter((row) => named.has(row.id));
      if (found.length !== ids.length)
        throw conflict(
          'One of these suggestions was deleted meanwhile. Reload the list and order them again.',
        );
      const byId = new Map(found.map((row) => [row.id, row]));
      const queue = ids.map((id) => byId.get(id) as SuggestionRow);
      const ordered = rows.map((row) =>
        named.has(row.id) ? (queue.shift() as SuggestionRow) : row,
      );
      let changed = 0;
      for (const [index, row] of ordered.entries()) {
        const weight = ordered.length - index;
        if (row.weight === weight) continue;
        await tx.update(suggestions).set({ weight }).where(eq(suggestions.id, row.id));
        await this.audit.record(tx, staff, {
          action: 'suggestion.reorder',
          entityType: 'suggestion',
          entityId: row.id,
          before: { weight: row.weight },
          after: { weight },
        });
        changed++;
      }
      return changed;
    });
  }

  private async byId(tx: Executor, id: string): Promise<SuggestionRow> {
    const [row] = await tx.select().from(suggestions).where(eq(suggestions.id, id));
    if (!row) throw notFound('Suggestion');
    return row;
  }

  /** The same text in another case is the same suggestion to the header. */
  private async assertTextFree(tx: Executor, searchText: string, exceptId: string | null) {
    const sameText = sql`lower(${suggestions.searchText}) = lower(${searchText})`;
    const [other] = await tx
      .select({ id: suggestions.id })
      .from(suggestions)
      .where(exceptId ? and(sameText, ne(suggestions.id, exceptId)) : sameText);
    if (other) throw taken(searchText);
  }

  private async writing<T>(searchText: string, write: (tx: Executor) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await this.db.transaction((tx) => write(tx));
    } catch (error) {
      if (isUniqueViolation(error)) throw taken(searchText);
      throw error;
    }
    this.changed();
    return result;
  }
}
