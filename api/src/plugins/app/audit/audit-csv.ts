import type { AuditEntry } from 'shared/contracts/adminAudit';
import { csvField, indianDateTime, UTF8_BOM } from '../leads/leads-csv';
import { indiaDay } from '../owner-listings/india-day';

const HEADER = ['Time (IST)', 'Staff e-mail', 'Action', 'Entity', 'Entity id', 'Before', 'After'];

const csvLine = (fields: (string | null)[]) => `${fields.map(csvField).join(',')}\r\n`;
const json = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value);

export const auditCsvHeader = () => UTF8_BOM + csvLine(HEADER);

export const auditCsvRows = (page: AuditEntry[]) =>
  page
    .map((entry) =>
      csvLine([
        indianDateTime(entry.createdAt),
        entry.adminEmail,
        entry.action,
        entry.entityType,
        entry.entityId,
        json(entry.before),
        json(entry.after),
      ]),
    )
    .join('');

/** `audit-log-2026-03-15.csv`, named for the India-time day of the export. */
export const auditCsvFileName = (now: Date) => `audit-log-${indiaDay(now)}.csv`;
