import type { AdminPage } from 'shared/contracts/adminLists';
import type { AdminUserDetail, AdminUserRow } from 'shared/contracts/adminUsers';
import type { TabPage } from './api';

export const ASHA: AdminUserRow = {
  _id: '5b0c7c8e-1c0f-4a53-9d3e-2f1f7d8a6b01',
  phone: '9811100001',
  name: 'Asha Verma',
  email: 'asha@example.com',
  userType: 'owner',
  city: 'Pune',
  createdAt: '2026-01-05T06:30:00.000Z',
  status: 'active',
  blockedAt: null,
  blockedReason: null,
  listingsCount: 2,
};

export const RAVI: AdminUserRow = {
  ...ASHA,
  _id: '5b0c7c8e-1c0f-4a53-9d3e-2f1f7d8a6b02',
  phone: '9822200002',
  name: 'Ravi Kumar',
  email: null,
  userType: null,
  status: 'blocked',
  blockedAt: '2026-03-01T06:30:00.000Z',
  blockedReason: 'Posted fake listings',
  listingsCount: 0,
};

export const pageOf = (rows: AdminUserRow[]): AdminPage<AdminUserRow> => ({
  isSuccess: true,
  message: 'ok',
  data: rows,
  total: rows.length,
  totalCapped: false,
  page: 1,
  limit: 20,
});

export const detailOf = (row: AdminUserRow): AdminUserDetail => ({
  ...row,
  companyName: null,
  reraAgentId: null,
  state: 'Maharashtra',
  plan: null,
  counts: { listings: row.listingsCount, activeListings: 1, leads: 1, payments: 0 },
});

export const listingsTab: TabPage = {
  tab: 'listings',
  data: [
    {
      _id: '7a0c7c8e-1c0f-4a53-9d3e-2f1f7d8a6b01',
      title: 'Quiet flat in Baner',
      status: 'active',
      listingType: 'sale',
      city: 'Pune',
      price: 9_500_000,
      createdAt: '2026-01-06T06:30:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  limit: 10,
};
