import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { auditLog } from '../../../db/schema/index';
import type { Executor } from '../../../db/transaction';
import type { Clock } from '../../../lib/clock';

/** The staff member behind a write, as the admin guard found them (`request.admin`). */
export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: string;
}

export interface AuditEntry {
  /** `<entity>.<verb>`, e.g. `property.approve`, `coupon.update`, `operator.invite`. */
  action: string;
  entityType: string;
  entityId: string | null;
  /** The record as it was and as it is (only the fields the write touched; never a secret). */
  before?: unknown;
  after?: unknown;
}

export type AuditRow = typeof auditLog.$inferSelect;

export const HISTORY_MAX_LIMIT = 200;

/** An entry as the admin api answers it (`auditEntrySchema` in shared/contracts/adminAudit). */
export const toAuditEntry = (row: AuditRow) => ({
  _id: row.id,
  adminId: row.adminId,
  adminEmail: row.adminEmail,
  action: row.action,
  entityType: row.entityType,
  entityId: row.entityId,
  before: row.before,
  after: row.after,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The audit trail of staff writes. `record` takes the write's own transaction: the change and
 * its entry commit together or not at all. Entries are never changed (a trigger refuses it).
 */
export class AuditLog {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async record(tx: Executor, staff: StaffMember, entry: AuditEntry): Promise<void> {
    await tx.insert(auditLog).values({
      adminId: staff.id,
      adminEmail: staff.email,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      createdAt: this.clock.now(),
    });
  }

  /**
   * One record's entries, newest first (audit_log_entity_idx), for a screen's "history"; at most
   * HISTORY_MAX_LIMIT.
   */
  async history(entityType: string, entityId: string, limit = 50) {
    const capped = Math.min(Math.max(Math.trunc(limit), 1), HISTORY_MAX_LIMIT);
    const rows = await this.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(capped);
    return rows.map(toAuditEntry);
  }
}
