import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AuditLogQuery } from 'shared/contracts/adminAudit';
import { ADMIN_LIST_WINDOW } from 'shared/contracts/adminLists';
import type { Database } from '../../../db/client';
import { auditLog } from '../../../db/schema/index';
import { DAY } from '../../../lib/dates';
import { likeContains } from '../../../lib/like';
import { indiaDayStart } from '../owner-listings/india-day';
import { type AuditRow, toAuditEntry } from './audit-log';

export type AuditFilters = Omit<AuditLogQuery, 'page' | 'limit'>;

function filters(query: AuditFilters): SQL | undefined {
  const search = query.search ? likeContains(query.search) : undefined;
  return and(
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.adminId ? eq(auditLog.adminId, query.adminId) : undefined,
    query.from ? gte(auditLog.createdAt, indiaDayStart(query.from)) : undefined,
    query.to
      ? lt(auditLog.createdAt, new Date(indiaDayStart(query.to).getTime() + DAY))
      : undefined,
    search
      ? or(
          ilike(auditLog.adminEmail, search),
          ilike(auditLog.action, search),
          ilike(auditLog.entityId, search),
        )
      : undefined,
  );
}

/** The audit trail as the operators screen reads it: newest first (audit_log_created_idx). */
export class AuditTrailList {
  constructor(private readonly db: Database) {}

  async list(query: AuditLogQuery) {
    const where = filters(query);
    const order = query.dir === 'asc' ? asc : desc;
    const [rows, counted] = await Promise.all([
      this.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(order(auditLog.createdAt), order(auditLog.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db.select({ n: count() }).from(
        this.db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(where)
          .limit(ADMIN_LIST_WINDOW + 1)
          .as('matching'),
      ),
    ]);
    const n = counted[0]?.n ?? 0;
    return {
      data: rows.map(toAuditEntry),
      total: Math.min(n, ADMIN_LIST_WINDOW),
      totalCapped: n > ADMIN_LIST_WINDOW,
    };
  }

  /** Every matching entry in the list's order, `size` at a time by keyset (the CSV export). */
  async *pages(query: AuditFilters, size = 500): AsyncGenerator<ReturnType<typeof toAuditEntry>[]> {
    const ascending = query.dir === 'asc';
    const order = ascending ? asc : desc;
    let last: AuditRow | undefined;
    for (;;) {
      const after = last
        ? ascending
          ? sql`(${auditLog.createdAt}, ${auditLog.id}) > (${last.createdAt.toISOString()}::timestamptz, ${last.id}::uuid)`
          : sql`(${auditLog.createdAt}, ${auditLog.id}) < (${last.createdAt.toISOString()}::timestamptz, ${last.id}::uuid)`
        : undefined;
      const rows = await this.db
        .select()
        .from(auditLog)
        .where(and(filters(query), after))
        .orderBy(order(auditLog.createdAt), order(auditLog.id))
        .limit(size);
      if (rows.length > 0) yield rows.map(toAuditEntry);
      if (rows.length < size) return;
      last = rows[rows.length - 1];
    }
  }
}
