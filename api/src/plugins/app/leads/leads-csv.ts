import type { Lead } from 'shared/contracts/leads';

/** Excel reads a UTF-8 file without a byte-order mark as the local code page (Hindi names break). */
export const UTF8_BOM = '\uFEFF';

const HEADER = [
  'Received (IST)',
  'Name',
  'Mobile',
  'E-mail',
  'Message',
  'Property',
  'Locality',
  'City',
  'Status',
  'Contacted (IST)',
];

/** Spreadsheets run a cell starting with one of these as a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): a formula-like text gets a leading ', quotes only where needed. */
export function csvField(value: string | null): string {
  if (value === null) return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvLine = (fields: (string | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

const IST_OFFSET_MS = 330 * 60_000;
/** "2026-03-15 15:30": India time, a form every spreadsheet reads as a date and time. */
export const indianDateTime = (at: string | null) =>
  at
    ? new Date(new Date(at).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')
    : null;

export const csvHeader = () => UTF8_BOM + csvLine(HEADER);

export const csvRows = (page: Lead[]) =>
  page
    .map((lead) =>
      csvLine([
        indianDateTime(lead.createdAt),
        lead.name,
        lead.phone,
        lead.email,
        lead.message,
        lead.propertyTitle,
        lead.propertyLocality,
        lead.propertyCity,
        lead.contactedAt ? 'Contacted' : 'New',
        indianDateTime(lead.contactedAt),
      ]),
    )
    .join('');

/** `leads-2026-03-15.csv`, named for the India-time day of the export. */
export const csvFileName = (now: Date) =>
  `leads-${new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10)}.csv`;
