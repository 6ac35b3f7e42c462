import { describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRole } from 'shared/contracts/adminPermissions';
import { expectLocation, renderWithProviders } from 'shared/testing';
import GeneratedLeadsPage from '../exposed/GeneratedLeadsPage';
import { adminScope } from '../frame/testStaff';
import { pageOf, RAVI_LEAD, SANA_LEAD } from './fixtures';
import { generatedLeads } from './model';

const PATH = '/admin/leadmanagementsystem/generated-leads';

function renderLeads(
  role: AdminRole,
  fetchList = rs.fn(async (_query: Record<string, unknown>) => pageOf([RAVI_LEAD, SANA_LEAD])),
) {
  const scope = adminScope(role, [[generatedLeads.fetchFx, fetchList]]);
  renderWithProviders(<GeneratedLeadsPage />, { scope, at: PATH });
  return { fetchList, user: userEvent.setup() };
}

const table = () => screen.findByRole('grid', { name: 'Leads' });

describe('/admin/leadmanagementsystem/generated-leads', () => {
  it('lists every lead with the seeker, the listing, the owner, status and assignee', async () => {
    const { fetchList } = renderLeads('support');
    expect(screen.getByRole('heading', { level: 1, name: 'Generated leads' })).toBeTruthy();
    const ravi = await within(await table()).findByRole('row', { name: /Ravi Kumar/ });
    expect(ravi.textContent).toContain('9876501234');
    expect(ravi.textContent).toContain('ravi@example.in');
    expect(ravi.textContent).toContain('14 Mar 2026');
    expect(ravi.textContent).toContain('Koregaon Park, Pune');
    expect(ravi.textContent).toContain('Meera Iyer');
    expect(ravi.textContent).toContain('Listing page');
    expect(ravi.textContent).toContain('New');
    expect(ravi.textContent).toContain('Unassigned');
    const link = within(ravi).getByRole('link', { name: 'Garden flat in Koregaon Park' });
    expect(link.getAttribute('href')).toBe(`/property/details/${RAVI_LEAD.propertyId}`);
    const sana = within(await table()).getByRole('row', { name: /Sana Shaikh/ });
    expect(sana.textContent).toContain('91••••••89');
    expect(sana.textContent).toContain('Contact not shared (no consent on record)');
    expect(sana.textContent).toContain('Asha Admin');
    expect(fetchList).toHaveBeenCalledWith(
      expect.objectContaining({ page: 1, limit: 20, sort: 'createdAt', dir: 'desc' }),
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  }, 30_000);

  it('puts the filters in the URL and asks the server with them', async () => {
    const { fetchList, user } = renderLeads('super-admin');
    await within(await table()).findByRole('row', { name: /Ravi Kumar/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Forwarded');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'Listing page');
    await user.type(screen.getByRole('textbox', { name: /City/ }), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Apply city' }));
    await expectLocation(`${PATH}?city=Pune&status=forwarded&source=property-page`);
    await user.type(screen.getByRole('searchbox', { name: 'Search leads' }), '98765{Enter}');
    await waitFor(() =>
      expect(fetchList).toHaveBeenLastCalledWith(
        expect.objectContaining({
          search: '98765',
          city: 'Pune',
          status: 'forwarded',
          source: 'property-page',
          page: 1,
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await expectLocation(PATH);
  }, 30_000);

  it("shows only one listing's leads, and all again", async () => {
    const { fetchList, user } = renderLeads('support');
    await user.click(
      await screen
        .findAllByRole('button', {
          name: 'Only this listing: Garden flat in Koregaon Park',
        })
        .then((buttons) => buttons[0] as HTMLElement),
    );
    await expectLocation(`${PATH}?propertyId=${RAVI_LEAD.propertyId}`);
    await waitFor(() =>
      expect(fetchList).toHaveBeenLastCalledWith(
        expect.objectContaining({ propertyId: RAVI_LEAD.propertyId }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Show every listing' }));
    await expectLocation(PATH);
  }, 30_000);

  it('says when the leads could not load, and retries', async () => {
    const fetchList = rs.fn(async (_query: Record<string, unknown>) => pageOf([RAVI_LEAD]));
    fetchList.mockRejectedValueOnce({
      success: false,
      message: 'The leads could not be loaded. Check your connection and press Retry.',
    });
    const { user } = renderLeads('support', fetchList);
    expect(
      await screen.findByText(
        'The leads could not be loaded. Check your connection and press Retry.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(await table()).findByRole('row', { name: /Ravi Kumar/ })).toBeTruthy();
  }, 30_000);

  it('refuses a role without leads.view and asks nothing', () => {
    const { fetchList } = renderLeads('moderator');
    expect(
      screen.getByRole('heading', { level: 2, name: 'You do not have access to this page' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(fetchList).not.toHaveBeenCalled();
  }, 30_000);
});
