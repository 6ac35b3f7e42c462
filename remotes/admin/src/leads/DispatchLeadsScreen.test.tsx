import { describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminLead } from 'shared/contracts/adminLeads';
import type { AdminRole } from 'shared/contracts/adminPermissions';
import { expectLocation, renderWithProviders } from 'shared/testing';
import { notifyErrorFx, notifyInfoFx, notifySuccessFx } from 'shared/ui/notify';
import DispatchLeadPage from '../exposed/DispatchLeadPage';
import { adminScope, staffOf } from '../frame/testStaff';
import {
  assignLeadsFx,
  fetchAssigneesFx,
  fetchLeadHistoryFx,
  forwardLeadFx,
  setLeadStatusFx,
} from './api';
import { historyOf, OPERATORS, pageOf, RAVI_LEAD, SANA_LEAD } from './fixtures';
import { dispatchLeads } from './model';

const PATH = '/admin/leadmanagementsystem/dispatch-lead';

function renderDispatch(role: AdminRole, staff = staffOf(role)) {
  const fetchList = rs.fn(async (_query: Record<string, unknown>) =>
    pageOf([RAVI_LEAD, SANA_LEAD]),
  );
  const assign = rs.fn(async ({ ids }: { ids: string[]; adminId: string }) => ({
    isSuccess: true as const,
    message: 'ok',
    results: ids.map((_id) => ({ _id, ok: true, message: 'Assigned' })),
  }));
  const forward = rs.fn(async (_id: string) => ({ ...SANA_LEAD, status: 'forwarded' as const }));
  const setStatus = rs.fn(async ({ body }: { id: string; body: { status: string } }) => ({
    ...SANA_LEAD,
    status: body.status as AdminLead['status'],
  }));
  const history = rs.fn(async (_id: string) => historyOf(new Date()));
  const success = rs.fn(async (_message: string) => undefined);
  const info = rs.fn(async (_message: string) => undefined);
  const scope = adminScope(
    role,
    [
      [dispatchLeads.fetchFx, fetchList],
      [fetchAssigneesFx, async () => OPERATORS],
      [assignLeadsFx, assign],
      [forwardLeadFx, forward],
      [setLeadStatusFx, setStatus],
      [fetchLeadHistoryFx, history],
      [notifySuccessFx, success],
      [notifyInfoFx, info],
      [notifyErrorFx, async () => undefined],
    ],
    staff,
  );
  renderWithProviders(<DispatchLeadPage />, { scope, at: PATH });
  return { fetchList, assign, forward, setStatus, history, success, info, user: userEvent.setup() };
}

const table = () => screen.findByRole('grid', { name: 'Leads to dispatch' });

describe('/admin/leadmanagementsystem/dispatch-lead', () => {
  it('shows the unassigned leads first and switches to mine and all', async () => {
    const { fetchList, user } = renderDispatch('support');
    expect(screen.getByRole('heading', { level: 1, name: 'Dispatch lead' })).toBeTruthy();
    await within(await table()).findByRole('row', { name: /Ravi Kumar/ });
    expect(screen.getByRole('button', { name: 'Unassigned' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(fetchList).toHaveBeenCalledWith(
      expect.not.objectContaining({ view: expect.anything() }),
    );
    await user.click(screen.getByRole('button', { name: 'Mine' }));
    await expectLocation(`${PATH}?view=mine`);
    await waitFor(() =>
      expect(fetchList).toHaveBeenLastCalledWith(expect.objectContaining({ view: 'mine' })),
    );
    await user.click(screen.getByRole('button', { name: 'All' }));
    await expectLocation(`${PATH}?view=all`);
  }, 30_000);

  it('assigns the selected leads to an operator and reloads the list', async () => {
    const { assign, success, fetchList, user } = renderDispatch('support');
    const grid = await table();
    await within(grid).findByRole('row', { name: /Ravi Kumar/ });
    await user.click(screen.getByRole('button', { name: 'Assign selected' }));
    expect(
      await screen.findByText('Select leads in the table, then choose an operator.'),
    ).toBeTruthy();
    const ravi = within(grid).getByRole('row', { name: /Ravi Kumar/ });
    await user.click(within(ravi).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Assign selected' }));
    expect(
      await screen.findByText('Choose the operator to assign the selected leads to.'),
    ).toBeTruthy();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Assign to' }),
      'Vikram Rao (super admin)',
    );
    const calls = fetchList.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Assign selected' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith({ ids: [RAVI_LEAD._id], adminId: OPERATORS[1]?._id }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('1 assigned to Vikram Rao.'));
    await waitFor(() => expect(fetchList.mock.calls.length).toBeGreaterThan(calls));
    await waitFor(() =>
      expect(within(ravi).getByRole('checkbox')).toHaveProperty('checked', false),
    );
  }, 30_000);

  it('forwards an assigned lead to its owner', async () => {
    const { forward, success, user } = renderDispatch('support');
    const grid = await table();
    const ravi = await within(grid).findByRole('row', { name: /Ravi Kumar/ });
    expect(within(ravi).queryByRole('button', { name: /Forward/ })).toBeNull();
    await user.click(
      within(grid).getByRole('button', { name: 'Forward the lead from Sana Shaikh to the owner' }),
    );
    await waitFor(() => expect(forward).toHaveBeenCalledWith(SANA_LEAD._id));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('The lead went to the owner by e-mail.'),
    );
  }, 30_000);

  it('changes the status along the workflow, with a note', async () => {
    const { setStatus, success, user } = renderDispatch('support');
    await user.click(
      await screen.findByRole('button', { name: 'Change the status of the lead from Sana Shaikh' }),
    );
    const panel = await screen.findByRole('region', {
      name: 'Status of the lead from Sana Shaikh',
    });
    expect(within(panel).getByText('Now: Assigned')).toBeTruthy();
    // Assigned may become closed, spam or new; forwarded and assigned have their own buttons.
    for (const name of ['Closed', 'Spam', 'New'])
      expect(within(panel).getByRole('radio', { name })).toBeTruthy();
    expect(within(panel).getAllByRole('radio')).toHaveLength(3);
    await user.click(within(panel).getByRole('radio', { name: 'Closed' }));
    await user.type(
      within(panel).getByRole('textbox', { name: 'Note (optional)' }),
      'Buyer found a flat',
    );
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(setStatus).toHaveBeenCalledWith({
        id: SANA_LEAD._id,
        body: { status: 'closed', note: 'Buyer found a flat' },
      }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('The lead is now Closed.'));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Status of the lead/ })).toBeNull(),
    );
  }, 30_000);

  it("tells who did what in a lead's history", async () => {
    const { history, user } = renderDispatch('support');
    await user.click(
      await screen.findByRole('button', { name: 'History of the lead from Sana Shaikh' }),
    );
    const panel = await screen.findByRole('region', {
      name: 'History of the lead from Sana Shaikh',
    });
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Asha Admin (support) changed the status from Assigned to Closed, 5 minutes agoNote: Buyer found a flat',
      'Vikram Rao (super admin) assigned it to Asha Admin, 2 hours ago',
    ]);
    expect(history).toHaveBeenCalledWith(SANA_LEAD._id);
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /History of/ })).toBeNull());
  }, 30_000);

  it('hides selecting, assigning, forwarding and the status from a role that only views leads', async () => {
    const viewer = { ...staffOf('support'), permissions: ['leads.view' as const] };
    const { user } = renderDispatch('support', viewer);
    const grid = await table();
    await within(grid).findByRole('row', { name: /Sana Shaikh/ });
    expect(within(grid).queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Assign selected' })).toBeNull();
    expect(within(grid).queryByRole('button', { name: /Forward/ })).toBeNull();
    expect(within(grid).queryByRole('button', { name: /Change the status/ })).toBeNull();
    await user.click(
      within(grid).getByRole('button', { name: 'History of the lead from Sana Shaikh' }),
    );
    expect(
      await screen.findByRole('region', { name: 'History of the lead from Sana Shaikh' }),
    ).toBeTruthy();
  }, 30_000);
});
