import { describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { expectLocation, renderWithProviders } from 'shared/testing';
import { notifySuccessFx } from 'shared/ui/notify';
import ChangePasswordPage from '../exposed/ChangePasswordPage';
import { resetPasswordFx } from './api';

const TOKEN = 'a-token-from-the-email-link-0123456789';

function setup(at: string, reset: () => Promise<{ isSuccess: true; message: string }>) {
  const handlers = { reset: rs.fn(reset), toast: rs.fn(async () => undefined) };
  const scope = fork({
    handlers: [
      [resetPasswordFx, handlers.reset],
      [notifySuccessFx, handlers.toast],
    ],
  });
  renderWithProviders(<ChangePasswordPage />, { scope, at });
  return { handlers, user: userEvent.setup() };
}

const newPassword = () => screen.getByLabelText(/^New password\b(?! again)/);
const repeat = () => screen.getByLabelText(/^New password again/);

describe('/admin/change-password (the e-mail link)', () => {
  it('shows the rule before typing, sets the new password and goes to the login', async () => {
    const { handlers, user } = setup(`/admin/change-password?token=${TOKEN}`, async () => ({
      isSuccess: true,
      message: 'Password changed. Please log in.',
    }));
    expect(screen.getByRole('heading', { level: 1, name: 'Change password' })).toBeTruthy();
    expect(screen.getByText('At least 10 characters.')).toBeTruthy();
    await user.type(newPassword(), 'a-long-new-secret');
    await user.type(repeat(), 'a-long-new-secret');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await expectLocation('/admin/login');
    expect(handlers.reset).toHaveBeenCalledWith({ token: TOKEN, newPassword: 'a-long-new-secret' });
    expect(handlers.toast).toHaveBeenCalledWith('Password changed. Please log in.');
  });

  it('refuses a short password or two different ones, saying which, and sends nothing', async () => {
    const { handlers, user } = setup(`/admin/change-password?token=${TOKEN}`, async () => ({
      isSuccess: true,
      message: 'ok',
    }));
    await user.type(newPassword(), 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('Use at least 10 characters.')).toBeTruthy();
    await user.type(newPassword(), '-but-longer');
    await user.type(repeat(), 'something-else');
    expect(
      screen.getByText('The two passwords differ: type the same password twice.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(handlers.reset).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and offers a new link", async () => {
    const { user } = setup(`/admin/change-password?token=${TOKEN}`, async () => {
      throw { success: false, message: 'This link has expired.' };
    });
    await user.type(newPassword(), 'a-long-new-secret');
    await user.type(repeat(), 'a-long-new-secret');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    const alert = screen.getByRole('alert');
    expect(await within(alert).findByText('This link has expired.')).toBeTruthy();
    expect(
      within(alert).getByText('If the link is old or was already used, ask for a new one.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    await expectLocation('/admin/forget-password');
  });

  it('without a token says to use the e-mail link and links to forget-password', async () => {
    const { user } = setup('/admin/change-password', async () => ({
      isSuccess: true,
      message: '',
    }));
    expect(
      screen.getByText(
        'This page needs the link from the e-mail we sent you. Open that link, or ask for a new one.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    await expectLocation('/admin/forget-password');
  });
});
