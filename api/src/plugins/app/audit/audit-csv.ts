import type { AuditEntry } from 'shared/contracts/adminAudit';
import { indianDateTime } from '../leads/leads-csv';

export const AUDIT_CSV_HEADER = [
  'Time (IST)',
  'Staff e-mail',
  'Action',
  'Entity',
  'Entity id',
  'Before',
  'After',
];

const json = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value);

/** An entry's fields in the order of AUDIT_CSV_HEADER. */
export const auditCsvFields = (entry: AuditEntry) => [
  indianDateTime(entry.createdAt),
  entry.adminEmail,
  entry.action,
  entry.entityType,
  entry.entityId,
  json(entry.before),
  json(entry.after),
];
