import type { AdminPropertyRow } from 'shared/contracts/adminProperties';
import { csvField, indianDateTime, UTF8_BOM } from '../leads/leads-csv';

const HEADER = [
  'Listing id',
  'Title',
  'Status',
  'Listing type',
  'Property type',
  'Price (INR)',
  'Locality',
  'City',
  'Owner',
  'Owner mobile',
  'Created (IST)',
  'Submitted (IST)',
  'Published (IST)',
  'Expires (IST)',
  'Featured until (IST)',
  'Edit waiting',
  'Flags',
];

const line = (fields: (string | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

export const propertiesCsvHeader = () => UTF8_BOM + line(HEADER);

export const propertiesCsvRows = (rows: AdminPropertyRow[]) =>
  rows
    .map((row) =>
      line([
        row._id,
        row.title,
        row.status,
        row.listingType,
        row.propertyType,
        row.price === null ? null : String(row.price),
        row.locality,
        row.city,
        row.ownerName,
        row.ownerPhone,
        indianDateTime(row.createdAt),
        indianDateTime(row.submittedAt),
        indianDateTime(row.publishedAt),
        indianDateTime(row.expiresAt),
        indianDateTime(row.featuredUntil),
        row.pendingRevision ? 'yes' : 'no',
        row.flags.map((flag) => flag.detail).join('; ') || null,
      ]),
    )
    .join('');

/** `listings-2026-03-15.csv` (India day of the export). */
export const propertiesCsvFileName = (now: Date) =>
  `listings-${indianDateTime(now.toISOString())?.slice(0, 10)}.csv`;
