import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';

/**
 * Every staff write: who, what, when, before and after. Written in the same transaction as the
 * change; append-only (a trigger in migration 0016 refuses UPDATE and DELETE). No foreign key to
 * admins: the entry must outlive anything it names, so the staff member is also kept by e-mail.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    adminId: uuid('admin_id'),
    adminEmail: text('admin_email').notNull(),
    /** `<entity>.<verb>`, e.g. `property.approve`, `coupon.update`. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_log_admin_idx').on(t.adminId, t.createdAt),
  ],
);
