import type { AdminUserRow } from 'shared/contracts/adminUsers';
import { csvField, indianDateTime, UTF8_BOM } from '../leads/leads-csv';

const HEADER = [
  'Joined (IST)',
  'Mobile',
  'Name',
  'E-mail',
  'Role',
  'City',
  'Status',
  'Blocked (IST)',
  'Blocked reason',
  'Listings',
];

const csvLine = (fields: (string | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

export const usersCsvHeader = () => UTF8_BOM + csvLine(HEADER);

export const usersCsvRows = (page: AdminUserRow[]) =>
  page
    .map((user) =>
      csvLine([
        indianDateTime(user.createdAt),
        user.phone,
        user.name,
        user.email,
        user.userType,
        user.city,
        user.status === 'blocked' ? 'Blocked' : 'Active',
        indianDateTime(user.blockedAt),
        user.blockedReason,
        String(user.listingsCount),
      ]),
    )
    .join('');

const IST_OFFSET_MS = 330 * 60_000;
/** `users-2026-03-15.csv`, named for the India-time day of the export. */
export const datedCsvName = (prefix: string, now: Date) =>
  `${prefix}-${new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10)}.csv`;
