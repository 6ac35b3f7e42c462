import { asc, count, desc, ilike, sql } from 'drizzle-orm';
import type { Suggestion, SuggestionsQuery } from 'shared/contracts/suggestions';
import type { Database } from '../../../db/client';
import { suggestions } from '../../../db/schema/index';
import { likeContains } from '../../../lib/like';

export class SuggestionsRepository {
  constructor(private readonly db: Database) {}

  /** Prefix matches first, then by weight. */
  async list(query: SuggestionsQuery): Promise<{ data: Suggestion[]; total: number }> {
    const search = query.search?.trim();
    const where = search ? ilike(suggestions.searchText, likeContains(search)) : undefined;
    const prefix = search ? `${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select({ id: suggestions.id, searchText: suggestions.searchText })
        .from(suggestions)
        .where(where)
        .orderBy(
          ...(prefix ? [desc(sql`${suggestions.searchText} ILIKE ${prefix}`)] : []),
          desc(suggestions.weight),
          asc(suggestions.searchText),
        )
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db.select({ n: count() }).from(suggestions).where(where),
    ]);
    return {
      total: totalRow?.n ?? 0,
      data: rows.map((r) => ({ _id: r.id, searchText: r.searchText })),
    };
  }
}
