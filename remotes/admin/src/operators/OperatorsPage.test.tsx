import { describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry, AuditLogPage } from 'shared/contracts/adminAudit';
import type { Operator, OperatorAnswer, OperatorPage } from 'shared/contracts/adminOperators';
import type { AdminRole } from 'shared/contracts/adminPermissions';
import { expectLocation, renderWithProviders } from 'shared/testing';
import OperatorsPage from '../exposed/OperatorsPage';
import { findDialog } from '../frame/testDialogs';
import { adminScope, staffOf } from '../frame/testStaff';
import { inviteOperatorFx, resendInviteFx, updateOperatorFx } from './api';
import { auditList } from './auditModel';
import { operatorsList } from './staffModel';

const SELF_ID = staffOf('super-admin').id;

const operator = (overrides: Partial<Operator>): Operator => ({
  _id: '7d7c2a0e-0000-4000-8000-000000000001',
  email: 'ravi@example.com',
  name: 'Ravi Support',
  role: 'support',
  status: 'active',
  createdAt: '2026-11-20T04:30:00.000Z',
  lastLoginAt: '2026-11-23T10:00:00.000Z',
  ...overrides,
});

const staffRows = [
  operator({
    _id: SELF_ID,
    email: 'super-admin@example.com',
    name: 'Asha Admin',
    role: 'super-admin',
  }),
  operator({}),
  operator({
    _id: '7d7c2a0e-0000-4000-8000-000000000002',
    email: 'meena@example.com',
    name: 'Meena Mod',
    role: 'moderator',
    status: 'invited',
    lastLoginAt: null,
  }),
];

const page = <T,>(data: T[]) => ({
  isSuccess: true as const,
  message: 'ok',
  data,
  total: data.length,
  totalCapped: false,
  page: 1,
  limit: 20,
});

const entry: AuditEntry = {
  _id: '9a9a9a9a-0000-4000-8000-000000000001',
  adminId: SELF_ID,
  adminEmail: 'super-admin@example.com',
  action: 'operator.update',
  entityType: 'operator',
  entityId: '7d7c2a0e-0000-4000-8000-000000000001',
  before: { role: 'moderator', name: 'Ravi' },
  after: { role: 'support', name: 'Ravi' },
  createdAt: '2026-11-23T10:00:00.000Z',
};

const hidden = { hidden: true } as const;

function setup(at: string, role: AdminRole = 'super-admin') {
  const handlers = {
    staff: rs.fn(async (_query: unknown): Promise<OperatorPage> => page(staffRows)),
    audit: rs.fn(async (_query: unknown): Promise<AuditLogPage> => page([entry])),
    invite: rs.fn(
      async (body: { name: string }): Promise<OperatorAnswer> => ({
        isSuccess: true,
        message: 'Invitation sent',
        data: operator({ name: body.name, status: 'invited' }),
      }),
    ),
    update: rs.fn(
      async (_update: unknown): Promise<OperatorAnswer> => ({
        isSuccess: true,
        message: 'Staff member updated',
        data: operator({}),
      }),
    ),
    resend: rs.fn(
      async (_id: string): Promise<OperatorAnswer> => ({
        isSuccess: true,
        message: 'Invitation sent again',
        data: operator({}),
      }),
    ),
  };
  const scope = adminScope(role, [
    [operatorsList.fetchFx, handlers.staff],
    [auditList.fetchFx, handlers.audit],
    [inviteOperatorFx, handlers.invite],
    [updateOperatorFx, handlers.update],
    [resendInviteFx, handlers.resend],
  ]);
  renderWithProviders(<OperatorsPage />, { scope, at });
  return { handlers, user: userEvent.setup() };
}

const staffGrid = () => screen.findByRole('grid', { name: 'Staff members' });
async function rowOf(name: string) {
  const rows = within(await staffGrid()).getAllByRole('row');
  const row = rows.find((candidate) => within(candidate).queryByText(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('/admin/operators: staff', () => {
  it('lists the staff with role, status and last sign-in; one cannot change oneself', async () => {
    const { handlers } = setup('/admin/operators');
    expect(screen.getByRole('heading', { level: 1, name: 'Operators' })).toBeTruthy();
    const self = await rowOf('Asha Admin');
    expect(within(self).getByText('You')).toBeTruthy();
    expect(within(self).queryByRole('combobox')).toBeNull();
    const meena = await rowOf('Meena Mod');
    expect(within(meena).getByText('Invited')).toBeTruthy();
    expect(within(meena).getByText('Never')).toBeTruthy();
    expect(
      (within(meena).getByRole('combobox', { name: 'Role of Meena Mod' }) as HTMLSelectElement)
        .value,
    ).toBe('moderator');
    expect(handlers.staff).toHaveBeenCalledWith({
      page: 1,
      limit: 20,
      sort: 'createdAt',
      dir: 'desc',
    });
  });

  it('changes a role, then reads the list again', async () => {
    const { handlers, user } = setup('/admin/operators');
    const ravi = await rowOf('Ravi Support');
    await user.selectOptions(
      within(ravi).getByRole('combobox', { name: 'Role of Ravi Support' }),
      'finance',
    );
    await waitFor(() =>
      expect(handlers.update).toHaveBeenCalledWith({
        id: operator({})._id,
        body: { role: 'finance' },
      }),
    );
    expect(await screen.findByText('Staff member updated')).toBeTruthy();
    await waitFor(() => expect(handlers.staff).toHaveBeenCalledTimes(2));
  });

  it('disables after a confirmation, and says why when the api refuses', async () => {
    const { handlers, user } = setup('/admin/operators');
    handlers.update.mockRejectedValueOnce({
      success: false,
      message: 'The last active super admin cannot be disabled.',
    });
    const ravi = await rowOf('Ravi Support');
    await user.click(within(ravi).getByRole('button', { name: 'Disable Ravi Support' }));
    const dialog = await findDialog('Disable Ravi Support?');
    await user.click(within(dialog).getByRole('button', { name: 'Disable', ...hidden }));
    await waitFor(() =>
      expect(handlers.update).toHaveBeenCalledWith({
        id: operator({})._id,
        body: { disabled: true },
      }),
    );
    expect(await screen.findByText('The last active super admin cannot be disabled.')).toBeTruthy();
    expect(handlers.staff).toHaveBeenCalledTimes(1);
  });

  it('resends an invitation to an invited staff member only', async () => {
    const { handlers, user } = setup('/admin/operators');
    const ravi = await rowOf('Ravi Support');
    expect(within(ravi).queryByRole('button', { name: /Resend/ })).toBeNull();
    const meena = await rowOf('Meena Mod');
    await user.click(within(meena).getByRole('button', { name: 'Resend invite to Meena Mod' }));
    await waitFor(() => expect(handlers.resend).toHaveBeenCalledWith(staffRows[2]?._id));
    expect(await screen.findByText('Invitation sent again')).toBeTruthy();
  });

  it('invites a staff member: checks the fields, sends, closes, reads the list again', async () => {
    const { handlers, user } = setup('/admin/operators');
    await staffGrid();
    await user.click(screen.getByRole('button', { name: 'Invite staff member' }));
    const dialog = await findDialog('Invite a staff member');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation', ...hidden }));
    expect(within(dialog).getByText('Type an e-mail address like name@example.com.')).toBeTruthy();
    expect(within(dialog).getByText("Type the staff member's name.")).toBeTruthy();
    expect(handlers.invite).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'neha@example.com');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Neha Finance');
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'finance');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation', ...hidden }));
    await waitFor(() =>
      expect(handlers.invite).toHaveBeenCalledWith({
        email: 'neha@example.com',
        name: 'Neha Finance',
        role: 'finance',
      }),
    );
    expect(await screen.findByText('Invitation sent')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', hidden)).toBeNull());
    await waitFor(() => expect(handlers.staff).toHaveBeenCalledTimes(2));
  });

  it('filters by role in the URL', async () => {
    const { handlers, user } = setup('/admin/operators');
    await staffGrid();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'support');
    await expectLocation('/admin/operators?role=support');
    await waitFor(() =>
      expect(handlers.staff).toHaveBeenLastCalledWith({
        page: 1,
        limit: 20,
        sort: 'createdAt',
        dir: 'desc',
        role: 'support',
      }),
    );
  });

  it('a role without operators.manage nor audit.view sees no access and fetches nothing', async () => {
    const { handlers } = setup('/admin/operators', 'moderator');
    expect(screen.getByText('You do not have access to this page')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(handlers.staff).not.toHaveBeenCalled();
    expect(handlers.audit).not.toHaveBeenCalled();
  });
});

describe('/admin/operators: audit log', () => {
  it('lists entries and shows an entry’s changes as a before/after table', async () => {
    const { handlers, user } = setup('/admin/operators?tab=audit');
    const grid = await screen.findByRole('grid', { name: 'Audit log entries' });
    expect(screen.getByRole('tab', { name: 'Audit log' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(within(grid).getByText('operator.update')).toBeTruthy();
    expect(within(grid).getByText('super-admin@example.com')).toBeTruthy();
    await user.click(
      within(grid).getByRole('button', {
        name: `Show changes of operator.update on operator ${entry.entityId}`,
      }),
    );
    const changes = within(grid).getByRole('table', {
      name: `Changes of operator.update on operator ${entry.entityId}`,
    });
    const rows = within(changes).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'FieldBeforeAfter',
      'rolemoderatorsupport',
    ]);
    expect(handlers.staff).not.toHaveBeenCalled();
  });

  it('filters by action in the URL, keeping the tab', async () => {
    const { handlers, user } = setup('/admin/operators?tab=audit');
    await screen.findByRole('grid', { name: 'Audit log entries' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'user.block');
    await expectLocation('/admin/operators?action=user.block&tab=audit');
    await waitFor(() =>
      expect(handlers.audit).toHaveBeenLastCalledWith({
        page: 1,
        limit: 20,
        sort: 'createdAt',
        dir: 'desc',
        action: 'user.block',
      }),
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('switching tabs shows the staff list', async () => {
    const { handlers, user } = setup('/admin/operators?tab=audit');
    await screen.findByRole('grid', { name: 'Audit log entries' });
    await user.click(screen.getByRole('tab', { name: 'Staff' }));
    await expectLocation('/admin/operators');
    await staffGrid();
    expect(handlers.staff).toHaveBeenCalledTimes(1);
  });
});
