import { describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRole } from 'shared/contracts/adminPermissions';
import { expectLocation, renderWithProviders } from 'shared/testing';
import DashboardPage from '../exposed/DashboardPage';
import { adminScope } from '../frame/testStaff';
import { fetchAdminDashboardFx, type PeriodQuery } from './api';
import { daysBefore, indiaToday } from './period';
import { dashboardAnswer } from './test/dashboard';

// The charts' chunk stands in as plain figures (d3 draws nothing measurable in jsdom).
rs.mock('./loadCharts', () => ({
  loadCharts: async () => ({
    ActivityChart: ({ days }: { days: unknown[] }) => <p>Line chart of {days.length} days</p>,
    StatusChart: () => <p>Bar chart of listings by status</p>,
    RevenueChart: () => <p>Donut chart of revenue per plan</p>,
  }),
}));

function renderDashboard(
  role: AdminRole,
  { at = '/admin/dashboard', fetch }: { at?: string; fetch?: (q: PeriodQuery) => unknown } = {},
) {
  const calls: PeriodQuery[] = [];
  const handler = rs.fn(async (query: PeriodQuery) => {
    calls.push(query);
    if (fetch) return fetch(query);
    const answer = dashboardAnswer({}, query);
    return role === 'moderator' || role === 'support' ? { ...answer, revenue: null } : answer;
  });
  renderWithProviders(<DashboardPage />, {
    scope: adminScope(role, [[fetchAdminDashboardFx, handler]]),
    at,
  });
  return { calls, user: userEvent.setup() };
}

const today = indiaToday();
const card = (name: string) => screen.getByRole('region', { name });

describe('/admin/dashboard', () => {
  it('shows the last 30 days: totals, the review queue, revenue and the charts', async () => {
    const { calls } = renderDashboard('super-admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'New users' })).toBeTruthy();
    expect(calls).toEqual([{ from: daysBefore(today, 29), to: today }]);
    expect(within(card('New users')).getByText('12')).toBeTruthy();
    expect(within(card('Leads')).getByText('1,234')).toBeTruthy();
    const queue = card('Review queue');
    expect(within(queue).getByText('3 waiting')).toBeTruthy();
    expect(within(queue).getByText('Median wait: 2 h 15 min')).toBeTruthy();
    expect(within(queue).getByText(/^Oldest waiting since 20 Nov 2026/)).toBeTruthy();
    expect(within(queue).getByRole('link', { name: 'Open the review queue' })).toBeTruthy();
    expect(within(card('Revenue')).getByText('₹15 Lac')).toBeTruthy();
    expect(within(card('Revenue')).getByText('Paid payments: 7')).toBeTruthy();
    const activity = card('New users, listings and leads per day');
    expect(await within(activity).findByText('Line chart of 30 days')).toBeTruthy();
    expect(await within(card('Listings by status (now)')).findByText(/Bar chart/)).toBeTruthy();
    expect(await within(card('Revenue per plan')).findByText(/Donut chart/)).toBeTruthy();
  });

  it('hides revenue from a role without it', async () => {
    renderDashboard('moderator');
    expect(await screen.findByRole('heading', { name: 'Review queue' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Revenue' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Revenue per plan' })).toBeNull();
  });

  it('shows a chart as a table on request', async () => {
    const { user } = renderDashboard('finance');
    const statuses = await screen.findByRole('region', { name: 'Listings by status (now)' });
    await user.click(within(statuses).getByRole('button', { name: 'Show as table' }));
    const table = within(statuses).getByRole('table', { name: 'Listings by status' });
    expect(within(table).getAllByRole('row')).toHaveLength(9);
    expect(within(table).getByRole('row', { name: 'Active 40' })).toBeTruthy();
    expect(within(statuses).queryByText(/Bar chart/)).toBeNull();

    const activity = card('New users, listings and leads per day');
    await user.click(within(activity).getByRole('button', { name: 'Show as table' }));
    const days = within(activity).getByRole('table', {
      name: 'New users, listings and leads per day, newest first',
    });
    expect(within(days).getAllByRole('row')).toHaveLength(31);
  });

  it('keeps a chosen period in the URL and loads it', async () => {
    const { calls, user } = renderDashboard('super-admin');
    await screen.findByRole('heading', { name: 'New users' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 7 days');
    await expectLocation('/admin/dashboard?period=7');
    await waitFor(() => expect(calls.at(-1)).toEqual({ from: daysBefore(today, 6), to: today }));
  });

  it('takes a custom period and refuses one the api would refuse, saying why', async () => {
    const { calls, user } = renderDashboard('super-admin');
    await screen.findByRole('heading', { name: 'New users' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Custom');
    const fromBox = screen.getByLabelText('From');
    const toBox = screen.getByLabelText('To');
    await user.clear(fromBox);
    await user.type(fromBox, daysBefore(today, 3));
    await user.clear(toBox);
    await user.type(toBox, daysBefore(today, 5));
    await user.click(screen.getByRole('button', { name: 'Show period' }));
    expect(screen.getByText('The start date must be on or before the end date.')).toBeTruthy();
    expect(calls).toHaveLength(1);

    await user.clear(toBox);
    await user.type(toBox, daysBefore(today, 1));
    await user.click(screen.getByRole('button', { name: 'Show period' }));
    await expectLocation(
      `/admin/dashboard?from=${daysBefore(today, 3)}&to=${daysBefore(today, 1)}`,
    );
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ from: daysBefore(today, 3), to: daysBefore(today, 1) }),
    );
    expect(await screen.findByText('Line chart of 3 days')).toBeTruthy();
  });

  it('opens a custom period from a link', async () => {
    const { calls } = renderDashboard('super-admin', {
      at: '/admin/dashboard?from=2026-01-01&to=2026-01-10',
    });
    expect(await screen.findByText('Line chart of 10 days')).toBeTruthy();
    expect(calls).toEqual([{ from: '2026-01-01', to: '2026-01-10' }]);
    expect(screen.getByText('Showing 1 Jan 2026 to 10 Jan 2026 (India time)')).toBeTruthy();
  });

  it('says when the numbers could not be loaded, and Retry loads them', async () => {
    let fail = true;
    const { user } = renderDashboard('super-admin', {
      fetch: (query) => {
        if (fail)
          return Promise.reject({ success: false, message: 'Server unavailable. Try again.' });
        return dashboardAnswer({}, query);
      },
    });
    expect(await screen.findByText('Server unavailable. Try again.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'New users' })).toBeTruthy();
  });

  it('says when nothing happened in the period', async () => {
    renderDashboard('super-admin', {
      fetch: (query) => {
        const answer = dashboardAnswer({}, query);
        return {
          ...answer,
          totals: { newUsers: 0, newListings: 0, leads: 0 },
          days: answer.days.map((day) => ({ ...day, newUsers: 0, newListings: 0, leads: 0 })),
          listingsByStatus: Object.fromEntries(
            Object.keys(answer.listingsByStatus).map((status) => [status, 0]),
          ),
          reviewQueue: { size: 0, oldestSince: null, medianWaitMinutes: null },
          revenue: { totalPaise: 0, payments: 0, plans: [] },
        };
      },
    });
    expect(
      await screen.findByText(
        'Nothing happened in this period: no new users, listings or leads. Choose a longer period.',
      ),
    ).toBeTruthy();
    expect(within(card('Review queue')).getByText('Nothing is waiting for review.')).toBeTruthy();
    expect(
      within(card('Revenue per plan')).getByText('No paid payments in this period.'),
    ).toBeTruthy();
  });
});
