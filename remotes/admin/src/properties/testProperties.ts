import type { AdminPage } from 'shared/contracts/adminLists';
import type { AdminPropertyDetail, AdminPropertyRow } from 'shared/contracts/adminProperties';

const HOUR = 3_600_000;
export const NEW_ID = '11111111-1111-4111-8111-111111111111';
export const EDIT_ID = '22222222-2222-4222-8222-222222222222';
export const OTHER_ID = '33333333-3333-4333-8333-333333333333';

export function row(overrides: Partial<AdminPropertyRow> = {}): AdminPropertyRow {
  return {
    _id: NEW_ID,
    title: '2 BHK apartment in Baner',
    status: 'pending-review',
    listingType: 'sale',
    propertyType: 'apartment',
    price: 12_500_000,
    city: 'Pune',
    locality: 'Baner',
    ownerId: '44444444-4444-4444-8444-444444444444',
    ownerName: 'Ravi Kumar',
    ownerPhone: '9811100001',
    createdAt: new Date(Date.now() - 3 * HOUR).toISOString(),
    submittedAt: new Date(Date.now() - 2 * HOUR - 60_000).toISOString(),
    publishedAt: null,
    expiresAt: null,
    featuredUntil: null,
    pendingRevision: false,
    flags: [],
    coverUrl: null,
    ...overrides,
  };
}

/** The queue: a new listing with contact details, and a live listing's edit, a likely duplicate. */
export const queueRows = (): AdminPropertyRow[] => [
  row({
    flags: [
      {
        kind: 'contact-details',
        detail: 'The text gives a phone number',
        relatedPropertyId: null,
        relatedTitle: null,
      },
    ],
  }),
  row({
    _id: EDIT_ID,
    title: '3 BHK flat in Aundh',
    status: 'active',
    pendingRevision: true,
    submittedAt: new Date(Date.now() - 30 * 60_000).toISOString(),
    flags: [
      {
        kind: 'duplicate',
        detail: 'The same owner has a listing at the same address',
        relatedPropertyId: OTHER_ID,
        relatedTitle: 'Old 3 BHK in Aundh',
      },
    ],
  }),
];

export const page = (data: AdminPropertyRow[]): AdminPage<AdminPropertyRow> => ({
  isSuccess: true,
  message: 'ok',
  data,
  total: data.length,
  totalCapped: false,
  page: 1,
  limit: 20,
});

export function detail(overrides: Partial<AdminPropertyDetail> = {}): AdminPropertyDetail {
  return {
    ...row({ _id: EDIT_ID, title: '3 BHK flat in Aundh', status: 'active', pendingRevision: true }),
    description: 'Corner flat near the park.',
    address: 'Flat 12, Green Park',
    state: 'Maharashtra',
    pincode: '411007',
    projectName: null,
    bhk: 3,
    areaSqft: 1400,
    postedBy: 'owner',
    ownerEmail: 'ravi@example.com',
    rejectionReason: null,
    reviewedAt: null,
    photos: [
      {
        _id: '55555555-5555-4555-8555-555555555555',
        url: '/media/1.webp',
        kind: 'image',
        caption: 'Hall',
        isCover: true,
      },
    ],
    revision: {
      draftId: '66666666-6666-4666-8666-666666666666',
      submittedAt: new Date(Date.now() - 30 * 60_000).toISOString(),
      rejectionReason: null,
      reviewedAt: null,
      changes: [{ field: 'price', before: 12_500_000, after: 11_900_000 }],
      photosAdded: 1,
      photosRemoved: 0,
    },
    ...overrides,
  };
}

export const history = () => ({
  entries: [],
  lifecycle: {
    createdAt: new Date(Date.now() - 48 * HOUR).toISOString(),
    submittedAt: null,
    publishedAt: new Date(Date.now() - 47 * HOUR).toISOString(),
    reviewedAt: null,
    expiresAt: null,
  },
});
