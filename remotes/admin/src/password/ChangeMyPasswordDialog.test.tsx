import { describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared/testing';
import { notifySuccessFx } from 'shared/ui/notify';
import { AdminPage } from '../frame/AdminPage';
import { findDialog } from '../frame/testDialogs';
import { adminScope } from '../frame/testStaff';
import { changeMyPasswordFx } from './api';

function setup(change: () => Promise<{ isSuccess: true; message: string }>) {
  const handlers = { change: rs.fn(change), toast: rs.fn(async () => undefined) };
  const scope = adminScope('moderator', [
    [changeMyPasswordFx, handlers.change],
    [notifySuccessFx, handlers.toast],
  ]);
  renderWithProviders(<AdminPage title="Admin: Dashboard" heading="Admin dashboard" />, {
    scope,
    at: '/admin/dashboard',
  });
  return { handlers, user: userEvent.setup() };
}

/** Inside a dialog: see findDialog. */
const hidden = { hidden: true } as const;

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Change my password' }));
  const dialog = await findDialog('Change my password');
  await user.type(within(dialog).getByLabelText(/^Current password/), 'the-old-secret');
  await user.type(within(dialog).getByLabelText(/^New password\b(?! again)/), 'a-long-new-secret');
  await user.type(within(dialog).getByLabelText(/^New password again/), 'a-long-new-secret');
  await user.click(within(dialog).getByRole('button', { name: 'Change password', ...hidden }));
  return dialog;
}

describe('Change my password (top bar)', () => {
  it('any staff role changes their own password from the frame', async () => {
    const { handlers, user } = setup(async () => ({
      isSuccess: true,
      message: 'Password changed',
    }));
    await fill(user);
    await waitFor(() => expect(screen.queryByRole('dialog', hidden)).toBeNull());
    expect(handlers.change).toHaveBeenCalledWith({
      currentPassword: 'the-old-secret',
      newPassword: 'a-long-new-secret',
    });
    expect(handlers.toast).toHaveBeenCalledWith('Password changed');
  });

  it("keeps the dialog open with the server's message when refused", async () => {
    const { user } = setup(async () => {
      throw { success: false, message: 'Current password is incorrect' };
    });
    const dialog = await fill(user);
    expect(await within(dialog).findByText('Current password is incorrect')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel', ...hidden }));
    await waitFor(() => expect(screen.queryByRole('dialog', hidden)).toBeNull());
  });
});
