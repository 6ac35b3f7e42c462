import { describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { $auth, fetchCurrentUserFx } from 'shared/auth';
import type { Lead, LeadsAnswer } from 'shared/contracts/leads';
import { expectLocation, renderWithProviders, signedIn, signedInUser } from 'shared/testing';
import MyLeadsPage from '../exposed/MyLeadsPage';
import { exportLeadsFx, fetchLeadsFx, type LeadsRequest, saveFileFx, setContactedFx } from './api';
import { answer, lead } from './testLeads';

type Fetch = (request: LeadsRequest) => Promise<LeadsAnswer>;

function setup(
  url: string,
  fetch: Fetch,
  mark: (request: { leadId: string; contacted: boolean }) => Promise<Lead> = async () => lead(),
) {
  const handlers = {
    fetch: rs.fn(fetch),
    mark: rs.fn(mark),
    exportCsv: rs.fn(async () => ({ blob: new Blob(['x']), fileName: 'leads-2026-03-16.csv' })),
    save: rs.fn(async () => undefined),
    refresh: rs.fn(async () => signedInUser()),
  };
  const scope = fork({
    values: [[$auth, signedIn()]],
    handlers: [
      [fetchLeadsFx, handlers.fetch],
      [setContactedFx, handlers.mark],
      [exportLeadsFx, handlers.exportCsv],
      [saveFileFx, handlers.save],
      [fetchCurrentUserFx, handlers.refresh],
    ],
  });
  renderWithProviders(<MyLeadsPage />, { scope, at: url });
  return { handlers, user: userEvent.setup() };
}

const ravi = () =>
  lead({
    name: 'Ravi Kumar',
    phone: '9876501234',
    email: null,
    propertyTitle: '2 BHK flat in Baner',
    message: 'Is parking included?',
  });
const grid = () => screen.findByRole('grid', { name: 'Leads' });
const rowOf = async (name: string) => {
  const rows = within(await grid()).getAllByRole('row');
  const row = rows.find((candidate) => within(candidate).queryByText(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('/my-leads', () => {
  it('shows each lead with what was shared, the property and the time', async () => {
    const shown = ravi();
    setup('/my-leads', async () => answer([shown]));
    expect(screen.getByRole('heading', { level: 1, name: 'My leads' })).toBeTruthy();
    const row = await rowOf('Ravi Kumar');
    expect(within(row).getByRole('link', { name: '9876501234' }).getAttribute('href')).toBe(
      'tel:+919876501234',
    );
    expect(within(row).getByText('No e-mail shared')).toBeTruthy();
    expect(
      within(row).getByRole('link', { name: '2 BHK flat in Baner' }).getAttribute('href'),
    ).toBe(`/property/details/${shown.propertyId}`);
    expect(within(row).getByText('Baner, Pune')).toBeTruthy();
    expect(within(row).getByText('Is parking included?')).toBeTruthy();
    expect(within(row).getByText('15 Mar 2026, 3:30 pm')).toBeTruthy();
    expect(within(row).getByText('New')).toBeTruthy();
    expect(screen.getByText('Leads found: 1')).toBeTruthy();
  });

  it("fetches the header's counts again on opening, so the My Leads badge shows new leads", async () => {
    const { handlers } = setup('/my-leads', async () => answer([ravi()]));
    await grid();
    expect(handlers.refresh).toHaveBeenCalledWith(signedInUser()._id);
  });

  it('reads the filters from the URL and writes changes back to it', async () => {
    const { handlers, user } = setup(
      '/my-leads?search=ravi&startDate=2026-03-01&endDate=2026-03-31&page=2',
      async () => answer([ravi()], 45, 2),
    );
    await grid();
    expect(handlers.fetch).toHaveBeenCalledWith({
      userId: signedInUser()._id,
      filters: { search: 'ravi', startDate: '2026-03-01', endDate: '2026-03-31' },
      page: 2,
      limit: 20,
    });
    expect(
      (screen.getByRole('searchbox', { name: 'Search leads' }) as HTMLInputElement).value,
    ).toBe('ravi');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectLocation('/my-leads?search=ravi&startDate=2026-03-01&endDate=2026-03-31&page=3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Contacted');
    await expectLocation(
      '/my-leads?search=ravi&startDate=2026-03-01&endDate=2026-03-31&status=contacted',
    );
    await waitFor(() =>
      expect(handlers.fetch).toHaveBeenLastCalledWith(
        expect.objectContaining({ filters: expect.objectContaining({ status: 'contacted' }) }),
      ),
    );
  });

  it('searches once typing pauses', async () => {
    const { handlers, user } = setup('/my-leads', async () => answer([ravi()]));
    await grid();
    await user.type(screen.getByRole('searchbox', { name: 'Search leads' }), '98765');
    await expectLocation('/my-leads?search=98765');
    await waitFor(() => expect(handlers.fetch).toHaveBeenCalledTimes(2));
    expect(handlers.fetch.mock.calls[1]?.[0].filters).toEqual({ search: '98765' });
  });

  it('says "1,000+" for a capped total and offers Next while the page is full', async () => {
    const full = Array.from({ length: 20 }, (_, i) => lead({ name: `Seeker ${i}` }));
    const { user } = setup('/my-leads', async ({ page }) =>
      page < 60 ? answer(full, 1000, page, true) : answer(full.slice(0, 5), 1000, page, true),
    );
    await grid();
    expect(screen.getByRole('status').textContent).toBe('Leads found: 1,000+');
    const pager = screen.getByRole('navigation', { name: 'Pages of leads' });
    expect(within(pager).getByText('Page 1')).toBeTruthy();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await expectLocation('/my-leads?page=2');
    expect(await within(pager).findByText('Page 2')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Leads found: 1,000+');
  });

  it('offers no Next on the short page that ends a capped list', async () => {
    const some = Array.from({ length: 5 }, (_, i) => lead({ name: `Seeker ${i}` }));
    setup('/my-leads?page=60', async ({ page }) => answer(some, 1000, page, true));
    await grid();
    const pager = screen.getByRole('navigation', { name: 'Pages of leads' });
    expect(within(pager).getByText('Page 60')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(within(pager).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('says a page past the last lead is empty and goes back a page', async () => {
    const { user } = setup('/my-leads?page=51', async ({ page }) => answer([], 1000, page, true));
    expect(
      await screen.findByText('There are no more leads: the list ends before this page.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to page 50' }));
    await expectLocation('/my-leads?page=50');
  });

  it('writes an exact total with Indian digit grouping and the last page number', async () => {
    setup('/my-leads', async () => answer([ravi()], 1000));
    await grid();
    expect(screen.getByRole('status').textContent).toBe('Leads found: 1,000');
    expect(screen.getByText('Page 1 of 50')).toBeTruthy();
  });

  it('says when From is after To and asks nothing', async () => {
    const { handlers } = setup('/my-leads?startDate=2026-03-20&endDate=2026-03-01', async () =>
      answer([ravi()]),
    );
    expect(
      await screen.findByText('“From” must be on or before “To”. Change one of the dates.'),
    ).toBeTruthy();
    expect(handlers.fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Export CSV' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('tells an owner without leads what will appear, and offers to clear filters', async () => {
    setup('/my-leads', async () => answer([]));
    expect(
      await screen.findByText(
        'No leads yet. When someone contacts you about one of your properties, they appear here.',
      ),
    ).toBeTruthy();
  });

  it('clears the filters when nothing matches them', async () => {
    const { user } = setup('/my-leads?status=contacted', async () => answer([]));
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await expectLocation('/my-leads');
  });

  it('says why loading failed and retries', async () => {
    let calls = 0;
    const { user } = setup('/my-leads', async () => {
      calls += 1;
      if (calls === 1) throw { success: false, message: 'Please log in again' };
      return answer([ravi()]);
    });
    expect(
      await screen.findByText('The leads could not be loaded: Please log in again'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await rowOf('Ravi Kumar');
  });

  it('marks a lead as contacted and can mark it new again', async () => {
    const shown = ravi();
    const { handlers, user } = setup(
      '/my-leads',
      async () => answer([shown]),
      async ({ contacted }) => ({
        ...shown,
        contactedAt: contacted ? '2026-03-16T04:30:00.000Z' : null,
      }),
    );
    await user.click(
      within(await rowOf('Ravi Kumar')).getByRole('button', {
        name: 'Mark as contacted: Ravi Kumar',
      }),
    );
    const row = await rowOf('Ravi Kumar');
    expect(await within(row).findByText('Contacted 16 Mar 2026, 10:00 am')).toBeTruthy();
    expect(handlers.mark).toHaveBeenCalledWith(
      expect.objectContaining({ leadId: shown._id, contacted: true }),
    );
    // Once on opening, once after the mark: the badge follows.
    await waitFor(() => expect(handlers.refresh).toHaveBeenCalledTimes(2));
    await user.click(within(row).getByRole('button', { name: 'Mark as new: Ravi Kumar' }));
    expect(await within(row).findByText('New')).toBeTruthy();
  });

  it('puts the lead back and says what to do when marking fails', async () => {
    const { user } = setup(
      '/my-leads',
      async () => answer([ravi()]),
      async () => {
        throw { success: false, message: 'Lead not found' };
      },
    );
    const row = await rowOf('Ravi Kumar');
    await user.click(within(row).getByRole('button', { name: 'Mark as contacted: Ravi Kumar' }));
    expect(
      await screen.findByText('Ravi Kumar could not be updated: Lead not found Please try again.'),
    ).toBeTruthy();
    expect(within(row).getByText('New')).toBeTruthy();
  });

  it('exports the filtered leads as CSV', async () => {
    const { handlers, user } = setup('/my-leads?status=new', async () => answer([ravi()]));
    await grid();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(handlers.save).toHaveBeenCalled());
    expect(handlers.exportCsv).toHaveBeenCalledWith({
      userId: signedInUser()._id,
      filters: { status: 'new' },
    });
    expect(await screen.findByText('Leads saved as leads-2026-03-16.csv.')).toBeTruthy();
  });
});
