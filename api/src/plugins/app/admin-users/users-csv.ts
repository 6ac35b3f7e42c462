import type { AdminUserRow } from 'shared/contracts/adminUsers';
import { indianDateTime } from '../leads/leads-csv';

export const USERS_CSV_HEADER = [
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

/** A user's fields in the order of USERS_CSV_HEADER. */
export const userCsvFields = (user: AdminUserRow) => [
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
];
