import type { DashboardAnswer, DashboardDay } from 'shared/contracts/dashboard';

export const SOON_ID = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
export const EXPIRED_ID = '2b3c4d5e-6f7a-4b2c-9d3e-4f5a6b7c8d9e';
export const TOP_ID = '3c4d5e6f-7a8b-4c3d-8e4f-5a6b7c8d9e0f';

/** 30 India days ending 23 Nov 2026, views on the last day and on 14 Nov, one lead a week ago. */
export function series(): DashboardDay[] {
  return Array.from({ length: 30 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 9, 25 + index)).toISOString().slice(0, 10);
    return {
      day,
      views: day === '2026-11-23' ? 12 : day === '2026-11-14' ? 4 : 0,
      leads: day === '2026-11-16' ? 1 : 0,
    };
  });
}

/** An owner with five listings, one expired and one expiring, on a plan with 5 of 10 left. */
export function dashboardAnswer(overrides: Partial<DashboardAnswer> = {}): DashboardAnswer {
  return {
    isSuccess: true,
    message: 'ok',
    listingsByStatus: {
      draft: 0,
      'pending-review': 1,
      active: 2,
      inactive: 0,
      rejected: 0,
      expired: 1,
      sold: 1,
      rented: 0,
    },
    views30: 1234,
    topListings: [{ _id: TOP_ID, title: '3 BHK villa in Whitefield', views: 980, leads: 6 }],
    leadsThisWeek: 7,
    favouritesOfMyListings: 42,
    plan: {
      code: 'BASIC',
      name: 'Basic',
      propertyQuota: 10,
      listingsLeft: 5,
      endsAt: '2026-12-06T10:00:00.000Z',
      daysLeft: 13,
    },
    expiringSoon: [
      {
        _id: EXPIRED_ID,
        title: '1 BHK in Andheri',
        status: 'expired',
        expiresAt: '2026-11-20T10:00:00.000Z',
      },
      {
        _id: SOON_ID,
        title: '2 BHK in Baner',
        status: 'active',
        expiresAt: '2026-11-26T10:00:00.000Z',
      },
    ],
    series: series(),
    ...overrides,
  };
}

/** A new owner: nothing yet, no plan. */
export function emptyDashboardAnswer(): DashboardAnswer {
  return dashboardAnswer({
    listingsByStatus: {
      draft: 0,
      'pending-review': 0,
      active: 0,
      inactive: 0,
      rejected: 0,
      expired: 0,
      sold: 0,
      rented: 0,
    },
    views30: 0,
    topListings: [],
    leadsThisWeek: 0,
    favouritesOfMyListings: 0,
    plan: null,
    expiringSoon: [],
    series: series().map((day) => ({ ...day, views: 0, leads: 0 })),
  });
}
