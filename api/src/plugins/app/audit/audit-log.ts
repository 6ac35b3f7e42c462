import { auditLog } from '../../../db/schema/index';
import type { Executor } from '../../../db/transaction';

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

/**
 * The audit trail of staff writes. `record` takes the write's own transaction: the change and
 * its entry commit together or not at all. Entries are never changed (a trigger refuses it).
 */
export class AuditLog {
  async record(tx: Executor, staff: StaffMember, entry: AuditEntry): Promise<void> {
    await tx.insert(auditLog).values({
      adminId: staff.id,
      adminEmail: staff.email,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
    });
  }
}
