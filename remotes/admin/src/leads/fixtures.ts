import type { AdminLead, LeadAssignee, LeadHistoryEntry } from 'shared/contracts/adminLeads';
import type { AdminPage } from 'shared/contracts/adminLists';

/** Test data of the lead screens. */
export const RAVI_LEAD: AdminLead = {
  _id: '5a0e7c1e-1111-4a53-9d3e-2f1f7d8a6b01',
  createdAt: '2026-03-14T14:00:00.000Z',
  source: 'property-page',
  status: 'new',
  name: 'Ravi Kumar',
  phone: '9876501234',
  email: 'ravi@example.in',
  message: 'Is the price negotiable?',
  contactShared: true,
  consentedAt: '2026-03-14T14:00:00.000Z',
  propertyId: '7c1e5a0e-2222-4a53-9d3e-2f1f7d8a6b02',
  propertyTitle: 'Garden flat in Koregaon Park',
  propertyCity: 'Pune',
  propertyLocality: 'Koregaon Park',
  ownerId: '1e5a0e7c-3333-4a53-9d3e-2f1f7d8a6b03',
  ownerName: 'Meera Iyer',
  ownerPhone: '9811111111',
  assigneeId: null,
  assigneeName: null,
};

export const SANA_LEAD: AdminLead = {
  ...RAVI_LEAD,
  _id: '5a0e7c1e-4444-4a53-9d3e-2f1f7d8a6b04',
  createdAt: '2026-03-13T06:30:00.000Z',
  source: 'api',
  status: 'assigned',
  name: 'Sana Shaikh',
  phone: '91••••••89',
  email: null,
  message: null,
  contactShared: false,
  consentedAt: null,
  assigneeId: '0b9d4c2e-4a53-4d0c-9d3e-2f1f7d8a6b11',
  assigneeName: 'Asha Admin',
};

export const pageOf = (data: AdminLead[], total = data.length): AdminPage<AdminLead> => ({
  isSuccess: true,
  message: 'ok',
  data,
  total,
  totalCapped: false,
  page: 1,
  limit: 20,
});

export const OPERATORS: LeadAssignee[] = [
  {
    _id: '0b9d4c2e-4a53-4d0c-9d3e-2f1f7d8a6b11',
    name: 'Asha Admin',
    email: 'support@example.com',
    role: 'support',
  },
  {
    _id: '0b9d4c2e-5555-4d0c-9d3e-2f1f7d8a6b12',
    name: 'Vikram Rao',
    email: 'vikram@example.com',
    role: 'super-admin',
  },
];

export const historyOf = (now: Date): LeadHistoryEntry[] => [
  {
    _id: '9d3e2f1f-6666-4a53-9d3e-2f1f7d8a6b21',
    action: 'lead.status',
    createdAt: new Date(now.getTime() - 5 * 60_000).toISOString(),
    staffName: 'Asha Admin',
    staffRole: 'support',
    staffEmail: 'support@example.com',
    fromStatus: 'assigned',
    toStatus: 'closed',
    assigneeName: null,
    note: 'Buyer found a flat',
  },
  {
    _id: '9d3e2f1f-7777-4a53-9d3e-2f1f7d8a6b22',
    action: 'lead.assign',
    createdAt: new Date(now.getTime() - 2 * 3_600_000).toISOString(),
    staffName: 'Vikram Rao',
    staffRole: 'super-admin',
    staffEmail: 'vikram@example.com',
    fromStatus: 'new',
    toStatus: 'assigned',
    assigneeName: 'Asha Admin',
    note: null,
  },
];
