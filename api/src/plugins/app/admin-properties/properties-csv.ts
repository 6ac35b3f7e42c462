import type { AdminPropertyRow } from 'shared/contracts/adminProperties';
import { indianDateTime } from '../leads/leads-csv';

export const PROPERTIES_CSV_HEADER = [
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

/** A listing's fields in the order of PROPERTIES_CSV_HEADER. */
export const propertyCsvFields = (row: AdminPropertyRow) => [
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
];
