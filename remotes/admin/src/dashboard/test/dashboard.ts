import type { AdminDashboardAnswer } from 'shared/contracts/adminDashboard';
import { daysBefore, indiaToday } from '../period';

/** An answer of GET admin/dashboard for the `count` days ending today (tests only). */
export function dashboardAnswer(
  overrides: Partial<AdminDashboardAnswer> = {},
  { from, to }: { from?: string; to?: string } = {},
): AdminDashboardAnswer {
  const last = to ?? indiaToday();
  const first = from ?? daysBefore(last, 29);
  const days: AdminDashboardAnswer['days'] = [];
  for (let day = first; day <= last; day = daysBefore(day, -1))
    days.push({ day, newUsers: 0, newListings: 0, leads: 0 });
  const today = days.at(-1);
  if (today) Object.assign(today, { newUsers: 12, newListings: 4, leads: 1234 });
  return {
    isSuccess: true,
    message: 'ok',
    from: first,
    to: last,
    totals: { newUsers: 12, newListings: 4, leads: 1234 },
    days,
    listingsByStatus: {
      draft: 1,
      'pending-review': 3,
      active: 40,
      inactive: 0,
      rejected: 2,
      expired: 5,
      sold: 1,
      rented: 0,
    },
    reviewQueue: { size: 3, oldestSince: '2026-11-20T04:30:00.000Z', medianWaitMinutes: 135 },
    revenue: {
      totalPaise: 15_00_000_00,
      payments: 7,
      plans: [
        { code: 'FREE', name: 'Free', payments: 0, amountPaise: 0 },
        { code: 'BASIC', name: 'Basic', payments: 5, amountPaise: 5_00_000_00 },
        { code: 'PREMIUM', name: 'Premium', payments: 2, amountPaise: 10_00_000_00 },
      ],
    },
    ...overrides,
  };
}
