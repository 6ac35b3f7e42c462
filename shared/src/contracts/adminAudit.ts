import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema, indiaDaySchema } from './adminLists';
import { idSchema, successEnvelopeSchema, text } from './common';

/** One entry of the audit trail: who did what to which record, and the touched fields. */
export const auditEntrySchema = z.object({
  _id: idSchema,
  adminId: z.string().nullable(),
  adminEmail: z.string(),
  /** `<entity>.<verb>`, e.g. `property.approve`. */
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_SORT_KEYS = ['createdAt'] as const;

/** GET /api/admin/audit-log (and /export.csv): newest first unless `dir=asc`. */
export const auditLogQuerySchema = adminListQuerySchema(AUDIT_SORT_KEYS, 'createdAt', {
  action: text('action', { max: 60 }).optional(),
  entityType: text('entityType', { max: 60 }).optional(),
  entityId: text('entityId', { max: 100 }).optional(),
  adminId: idSchema.optional(),
  from: indiaDaySchema.optional(),
  to: indiaDaySchema.optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogPageSchema = adminPageSchema(auditEntrySchema);
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** A record's history (each screen serves it under its own permission), newest first. */
export const auditHistoryAnswerSchema = successEnvelopeSchema.extend({
  data: z.array(auditEntrySchema),
});
export type AuditHistoryAnswer = z.infer<typeof auditHistoryAnswerSchema>;
