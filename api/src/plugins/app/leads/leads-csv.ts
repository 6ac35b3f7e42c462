import type { Lead } from 'shared/contracts/leads';
import { indiaDay, indiaTime } from '../owner-listings/india-day';

/** Excel reads a UTF-8 file without a byte-order mark as the local code page (Hindi names break). */
export const UTF8_BOM = '\uFEFF';

export const LEADS_CSV_HEADER = [
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

/** One CSV record, CRLF-ended. */
export const csvLine = (fields: readonly (string | null)[]) =>
  `${fields.map(csvField).join(',')}\r\n`;

/**
 * A CSV file as it streams: the BOM and the header, then each page's rows as the pages come
 * (memory stays at one page).
 */
export async function* csvDocument<Row>(
  header: readonly string[],
  pages: AsyncIterable<Row[]> | Iterable<Row[]>,
  fields: (row: Row) => (string | null)[],
): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(header);
  for await (const page of pages) yield page.map((row) => csvLine(fields(row))).join('');
}

/** "2026-03-15 15:30": India time, a form every spreadsheet reads as a date and time. */
export const indianDateTime = (at: string | null) =>
  at ? indiaTime(new Date(at)).toISOString().slice(0, 16).replace('T', ' ') : null;

/** `leads-2026-03-15.csv`: `prefix` and the India-time day of the export. */
export const datedCsvFileName = (prefix: string, now: Date) => `${prefix}-${indiaDay(now)}.csv`;

/** A lead's fields in the order of LEADS_CSV_HEADER. */
export const leadCsvFields = (lead: Lead) => [
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
];
