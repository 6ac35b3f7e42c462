/** The database's `properties.status` values, in the order a listing lives through them. */
export const LISTING_STATUSES = [
  'draft',
  'pending-review',
  'active',
  'inactive',
  'rejected',
  'expired',
  'sold',
  'rented',
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  draft: 'Draft',
  'pending-review': 'Pending review',
  active: 'Active',
  inactive: 'Inactive',
  rejected: 'Rejected',
  expired: 'Expired',
  sold: 'Sold',
  rented: 'Rented',
};

/** What an owner may set by hand (PATCH /api/property/{id}); review and expiry set the rest. */
export const OWNER_SETTABLE_STATUSES = [
  'active',
  'inactive',
  'sold',
  'rented',
] as const satisfies ListingStatus[];
