import { describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRole } from 'shared/contracts/adminPermissions';
import { expectLocation, renderWithProviders } from 'shared/testing';
import { notifyErrorFx, notifySuccessFx } from 'shared/ui/notify';
import UsersPage from '../exposed/UsersPage';
import { findDialog } from '../frame/testDialogs';
import { adminScope } from '../frame/testStaff';
import {
  blockUserFx,
  fetchUserFx,
  fetchUserHistoryFx,
  fetchUserTabFx,
  type TabRequest,
  unblockUserFx,
} from './api';
import { ASHA, detailOf, listingsTab, pageOf, RAVI } from './fixtures';
import { usersList } from './model';

const BLOCK_ENTRY = {
  _id: '9d0c7c8e-1c0f-4a53-9d3e-2f1f7d8a6b01',
  adminId: '0b9d4c2e-4a53-4d0c-9d3e-2f1f7d8a6b11',
  adminEmail: 'support@example.com',
  action: 'user.block',
  entityType: 'user',
  entityId: ASHA._id,
  before: { blockedAt: null, blockedReason: null },
  after: { blockedAt: '2026-04-01T06:30:00.000Z', blockedReason: 'bad photos and fake price' },
  createdAt: '2026-04-01T06:30:00.000Z',
};

function renderUsers(role: AdminRole, at = '/admin/users/all') {
  const fetchList = rs.fn(async (_query: Record<string, unknown>) => pageOf([ASHA, RAVI]));
  const block = rs.fn(async ({ reason }: { id: string; reason: string }) => ({
    ...detailOf(ASHA),
    status: 'blocked' as const,
    blockedAt: '2026-04-01T06:30:00.000Z',
    blockedReason: reason,
  }));
  const unblock = rs.fn(async () => detailOf({ ...RAVI, status: 'active', blockedAt: null }));
  const tabs = rs.fn(async (request: TabRequest) =>
    request.tab === 'listings'
      ? listingsTab
      : { ...listingsTab, tab: request.tab, data: [], total: 0 },
  );
  const success = rs.fn(async (_message: string) => undefined);
  const scope = adminScope(role, [
    [usersList.fetchFx, fetchList],
    [fetchUserFx, async (id: string) => detailOf(id === RAVI._id ? RAVI : ASHA)],
    [fetchUserTabFx, tabs],
    [fetchUserHistoryFx, async () => (block.mock.calls.length > 0 ? [BLOCK_ENTRY] : [])],
    [blockUserFx, block],
    [unblockUserFx, unblock],
    [notifySuccessFx, success],
    [notifyErrorFx, async () => undefined],
  ]);
  renderWithProviders(<UsersPage />, { scope, at });
  return { fetchList, block, unblock, tabs, success, user: userEvent.setup() };
}

/** The grid, its drawer and dialogs render slowly on a busy machine: each test gets time. */
const SLOW = 20_000;

const table = () => screen.findByRole('grid', { name: 'Users' });

describe('/admin/users/all', () => {
  it(
    'lists users with their role, joined day and status in words',
    async () => {
      const { fetchList } = renderUsers('support');
      expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
      const asha = within(await table()).getByRole('row', { name: /Asha Verma/ });
      expect(asha.textContent).toContain('9811100001');
      expect(asha.textContent).toContain('Owner');
      expect(asha.textContent).toContain('5 Jan 2026');
      expect(asha.textContent).toContain('Active');
      const ravi = within(await table()).getByRole('row', { name: /Ravi Kumar/ });
      expect(ravi.textContent).toContain('Blocked');
      expect(ravi.textContent).toContain('Not chosen');
      expect(fetchList).toHaveBeenCalledWith(
        expect.objectContaining({ page: 1, limit: 20, sort: 'createdAt', dir: 'desc' }),
      );
    },
    SLOW,
  );

  it(
    'puts the search and the filters in the URL and asks the server with them',
    async () => {
      const { fetchList, user } = renderUsers('support');
      await table();
      await user.type(
        screen.getByRole('searchbox', { name: 'Search by mobile number or name' }),
        '98111{Enter}',
      );
      await expectLocation('/admin/users/all?search=98111');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Agent');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Blocked');
      await expectLocation('/admin/users/all?search=98111&role=agent&status=blocked');
      await waitFor(() =>
        expect(fetchList).toHaveBeenLastCalledWith(
          expect.objectContaining({ search: '98111', role: 'agent', status: 'blocked', page: 1 }),
        ),
      );
    },
    SLOW,
  );

  it(
    'opens a user with their profile and listings, and blocks them with a checked reason',
    async () => {
      const { block, success, user } = renderUsers('support');
      await user.click(await screen.findByRole('button', { name: 'View Asha Verma' }));
      const drawer = await screen.findByRole('region', { name: 'User Asha Verma' });
      expect(await within(drawer).findByText('Pune, Maharashtra')).toBeTruthy();
      expect(await within(drawer).findByRole('row', { name: /Quiet flat in Baner/ })).toBeTruthy();

      await user.click(within(drawer).getByRole('button', { name: 'Block' }));
      const dialog = await findDialog('Block Asha Verma');
      const reason = within(dialog).getByRole('textbox', { name: /Reason/, hidden: true });
      await user.type(reason, 'bad');
      await user.click(within(dialog).getByRole('button', { name: 'Block user', hidden: true }));
      expect(await within(dialog).findByText('Write at least 5 characters.')).toBeTruthy();
      expect(block).not.toHaveBeenCalled();

      await user.type(reason, ' photos and fake price');
      await user.click(within(dialog).getByRole('button', { name: 'Block user', hidden: true }));
      await waitFor(() =>
        expect(block).toHaveBeenCalledWith({ id: ASHA._id, reason: 'bad photos and fake price' }),
      );
      await waitFor(() =>
        expect(success).toHaveBeenCalledWith('The user is blocked and has been logged out.'),
      );
      expect(
        await within(drawer).findByText(/Blocked on .*: bad photos and fake price/),
      ).toBeTruthy();
      expect(await within(drawer).findByRole('button', { name: 'Unblock' })).toBeTruthy();
      const history = within(drawer).getByRole('region', { name: 'History' });
      expect(
        await within(history).findByText(
          /blocked by support@example.com \(bad photos and fake price\)/,
        ),
      ).toBeTruthy();
    },
    SLOW,
  );

  it(
    'unblocks a blocked user',
    async () => {
      const { unblock, user } = renderUsers('super-admin');
      await user.click(await screen.findByRole('button', { name: 'View Ravi Kumar' }));
      const drawer = await screen.findByRole('region', { name: 'User Ravi Kumar' });
      expect(await within(drawer).findByText(/Posted fake listings/)).toBeTruthy();
      await user.click(within(drawer).getByRole('button', { name: 'Unblock' }));
      await waitFor(() => expect(unblock).toHaveBeenCalledWith(RAVI._id));
    },
    SLOW,
  );

  it(
    'shows a moderator the users but no Block button (the role may not block)',
    async () => {
      const { user } = renderUsers('moderator');
      await user.click(await screen.findByRole('button', { name: 'View Asha Verma' }));
      const drawer = await screen.findByRole('region', { name: 'User Asha Verma' });
      await within(drawer).findByText('Pune, Maharashtra');
      expect(within(drawer).queryByRole('button', { name: 'Block' })).toBeNull();
    },
    SLOW,
  );
});
