import { and, asc, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { AuditLogQuery } from 'shared/contracts/adminAudit';
import type { Database } from '../../../db/client';
import { auditLog } from '../../../db/schema/index';
import { DAY } from '../../../lib/dates';
import { likeContains } from '../../../lib/like';
import { cappedTotal, countCapped, keysetAfter, keysetPages } from '../admin-lists/paging';
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
    const [rows, n] = await Promise.all([
      this.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(order(auditLog.createdAt), order(auditLog.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      countCapped(this.db, this.db.select({ id: auditLog.id }).from(auditLog).where(where)),
    ]);
    return { data: rows.map(toAuditEntry), ...cappedTotal(n) };
  }

  /** Every matching entry in the list's order, `size` at a time by keyset (the CSV export). */
  async *pages(query: AuditFilters, size = 500): AsyncGenerator<ReturnType<typeof toAuditEntry>[]> {
    const order = query.dir === 'asc' ? asc : desc;
    const where = filters(query);
    // Entries are written with the clock's milliseconds: an ISO time is the whole key.
    const pages = keysetPages(size, (last: AuditRow | undefined) =>
      this.db
        .select()
        .from(auditLog)
        .where(
          and(
            where,
            keysetAfter(
              auditLog.createdAt,
              auditLog.id,
              last && { createdAt: last.createdAt.toISOString(), id: last.id },
              query.dir,
            ),
          ),
        )
        .orderBy(order(auditLog.createdAt), order(auditLog.id))
        .limit(size),
    );
    for await (const rows of pages) yield rows.map(toAuditEntry);
  }
}
