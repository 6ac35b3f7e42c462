import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { $auth } from 'shared/auth';
import type { DashboardAnswer, DashboardDay } from 'shared/contracts/dashboard';
import type { RenewAnswer } from 'shared/contracts/ownerListings';
import type { ApiFailure } from 'shared/http';
import { switchLanguage } from 'shared/i18n';
import { renderWithProviders, signedIn, USER_ID } from 'shared/testing';
import MyDashboardPage from '../exposed/MyDashboardPage';
import { fetchDashboardFx, renewListingFx } from './api';
import {
  dashboardAnswer,
  EXPIRED_ID,
  emptyDashboardAnswer,
  SOON_ID,
  TOP_ID,
} from './test/dashboard';

rs.mock('./loadViewsChart', () => ({
  loadViewsChart: async () => ({
    default: ({ series }: { series: DashboardDay[] }) => <p>Line chart of {series.length} days</p>,
  }),
}));

afterEach(() => {
  rs.restoreAllMocks();
});

const renewed: RenewAnswer = {
  isSuccess: true,
  message: 'Your listing was renewed',
  property: { _id: SOON_ID, status: 'active', expiresAt: '2026-12-26T10:00:00.000Z' },
};
const conflict = (message: string): ApiFailure => ({
  success: false,
  message,
  code: 'CONFLICT',
  status: 409,
});

function open(
  load: () => Promise<DashboardAnswer> = async () => dashboardAnswer(),
  renew: (id: string) => Promise<RenewAnswer> = async () => renewed,
) {
  const handlers = { load: rs.fn(load), renew: rs.fn(renew) };
  const scope = fork({
    values: [[$auth, signedIn()]],
    handlers: [
      [fetchDashboardFx, handlers.load],
      [renewListingFx, handlers.renew],
    ],
  });
  renderWithProviders(<MyDashboardPage />, { scope, at: '/my-dashboard' });
  return { handlers, user: userEvent.setup() };
}

const card = async (name: string | RegExp) => screen.findByRole('region', { name });

describe('/my-dashboard', () => {
  it("shows the owner's numbers, each block under its heading, with links to the lists", async () => {
    const { handlers } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'My dashboard' })).toBeTruthy();
    const listings = await card('My listings');
    expect(handlers.load).toHaveBeenCalledWith(USER_ID);
    const active = within(listings).getByRole('link', { name: 'Active: 2' });
    expect(active.getAttribute('href')).toBe('/my-properties?status=active');
    expect(within(listings).getByRole('link', { name: 'Expired: 1' }).getAttribute('href')).toBe(
      '/my-properties?status=expired',
    );
    expect(within(listings).queryByRole('link', { name: /Rented/ })).toBeNull();
    expect(within(await card('Views in the last 30 days')).getByText('1,234')).toBeTruthy();
    const leads = await card('Leads this week');
    expect(within(leads).getByText('7')).toBeTruthy();
    expect(within(leads).getByRole('link', { name: 'See my leads' }).getAttribute('href')).toBe(
      '/my-leads',
    );
    expect(within(await card('Favourites of my listings')).getByText('42')).toBeTruthy();
    const plan = await card('My plan');
    expect(within(plan).getByText('5 of 10 listings left')).toBeTruthy();
    expect(within(plan).getByText('Days left: 13 (until 6 Dec 2026)')).toBeTruthy();
    expect(within(plan).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      '/subscriptions/plan',
    );
    expect(document.title).toBe('My dashboard | PropertyMarket');
  });

  it('lists the top listings by views in a table with their leads', async () => {
    open();
    const top = await card('Top listings by views');
    const row = within(top).getByRole('row', { name: /3 BHK villa in Whitefield/ });
    expect(within(row).getByRole('cell', { name: '980' })).toBeTruthy();
    expect(within(row).getByRole('cell', { name: '6' })).toBeTruthy();
    expect(
      within(row).getByRole('link', { name: '3 BHK villa in Whitefield' }).getAttribute('href'),
    ).toBe(`/view/property?propertyId=${TOP_ID}`);
  });

  it('renews a listing about to expire, says so and reads the numbers again', async () => {
    const { handlers, user } = open();
    const expiring = await card('About to expire');
    expect(within(expiring).getByText('Expired on 20 Nov 2026')).toBeTruthy();
    expect(within(expiring).getByText('Expires on 26 Nov 2026')).toBeTruthy();
    await user.click(within(expiring).getByRole('button', { name: 'Renew 2 BHK in Baner' }));
    expect(await screen.findByText('2 BHK in Baner was renewed for 30 more days.')).toBeTruthy();
    expect(handlers.renew).toHaveBeenCalledWith(SOON_ID);
    expect(handlers.load).toHaveBeenCalledTimes(2);
  });

  it('sends an owner without a plan to the plans page when Renew is refused (409)', async () => {
    const { user } = open(
      async () => dashboardAnswer({ plan: null }),
      async () => {
        throw conflict('You need an active plan to renew a listing.');
      },
    );
    expect(within(await card('My plan')).getByText(/No active plan/)).toBeTruthy();
    const expiring = await card('About to expire');
    await user.click(within(expiring).getByRole('button', { name: 'Renew 1 BHK in Andheri' }));
    expect(
      await within(expiring).findByText(
        /You need an active plan to renew a listing. Choose a plan, then renew./,
      ),
    ).toBeTruthy();
    const links = within(expiring).getAllByRole('link', { name: 'Choose a plan' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/subscriptions/plan']);
  });

  it("says the api's reason when a listing with a plan cannot be renewed yet", async () => {
    const { handlers, user } = open(undefined, async () => {
      throw conflict(
        'Only an expired listing, or an active one that expires within 7 days, can be renewed.',
      );
    });
    const expiring = await card('About to expire');
    await user.click(within(expiring).getByRole('button', { name: 'Renew 1 BHK in Andheri' }));
    expect(await within(expiring).findByText(/Only an expired listing/)).toBeTruthy();
    expect(within(expiring).queryByRole('link', { name: 'Choose a plan' })).toBeNull();
    expect(handlers.renew).toHaveBeenCalledWith(EXPIRED_ID);
    expect(handlers.load).toHaveBeenCalledTimes(1);
  });

  it('draws the chart after the numbers and shows the same days as a table on demand', async () => {
    const { user } = open();
    const chart = await card('Views and leads, last 30 days');
    expect(await within(chart).findByText('Line chart of 30 days')).toBeTruthy();
    const toggle = within(chart).getByRole('button', { name: 'Show as table' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const table = within(chart).getByRole('table', {
      name: 'Views and leads per day, last 30 days',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader').textContent).toBe('23 Nov');
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['12', '0']);
    expect(within(chart).queryByText('Line chart of 30 days')).toBeNull();
  });

  it('greets a new owner with Post Property instead of zeros', async () => {
    open(async () => emptyDashboardAnswer());
    const welcome = await card('Your dashboard is waiting for your first listing');
    expect(within(welcome).getByRole('link', { name: 'Post Property' }).getAttribute('href')).toBe(
      '/add-property',
    );
    expect(within(await card('My plan')).getByRole('link', { name: 'Choose a plan' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Views in the last 30 days' })).toBeNull();
  });

  it('says what to do when the numbers cannot be loaded, and Retry loads them', async () => {
    let calls = 0;
    const { handlers, user } = open(async () => {
      calls += 1;
      if (calls === 1) {
        throw {
          success: false,
          message: 'Your dashboard could not be loaded. Check your connection and try again.',
        };
      }
      return dashboardAnswer();
    });
    expect(
      await screen.findByText(
        'Your dashboard could not be loaded. Check your connection and try again.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('My listings')).toBeTruthy();
    expect(handlers.load).toHaveBeenCalledTimes(2);
  });

  it('speaks Hindi: headings, status links, the plan and Renew', async () => {
    open();
    await card('My listings');
    await act(() => switchLanguage('hi'));
    try {
      const listings = await card('मेरी लिस्टिंग');
      expect(within(listings).getByRole('link', { name: 'सक्रिय: 2' })).toBeTruthy();
      expect(within(await card('मेरा प्लान')).getByText('10 में से 5 लिस्टिंग बाकी')).toBeTruthy();
      expect(
        within(await card('जल्द ख़त्म होने वाली')).getByRole('button', {
          name: '2 BHK in Baner रिन्यू करें',
        }),
      ).toBeTruthy();
      expect(screen.getByRole('button', { name: 'तालिका में देखें' })).toBeTruthy();
    } finally {
      await act(() => switchLanguage('en'));
    }
  });
});
