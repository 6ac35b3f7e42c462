import { describe, expect, it, rs } from '@rstest/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { expectLocation, renderWithProviders } from 'shared/testing';
import ForgetPasswordPage from '../exposed/ForgetPasswordPage';
import { forgotPasswordFx } from './api';

const SENT = 'If that e-mail belongs to an admin, a reset link has been sent.';

function setup(send: () => Promise<{ isSuccess: true; message: string }>) {
  const handler = rs.fn(send);
  const scope = fork({ handlers: [[forgotPasswordFx, handler]] });
  renderWithProviders(<ForgetPasswordPage />, { scope, at: '/admin/forget-password' });
  return { handler, user: userEvent.setup() };
}

describe('/admin/forget-password', () => {
  it("sends the e-mail and shows the server's answer", async () => {
    const { handler, user } = setup(async () => ({ isSuccess: true, message: SENT }));
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), ' asha@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(handler).toHaveBeenCalledWith({ email: 'asha@example.com' });
  });

  it('says how to fix a malformed e-mail and sends nothing', async () => {
    const { handler, user } = setup(async () => ({ isSuccess: true, message: SENT }));
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Type an e-mail address like name@example.com.')).toBeTruthy();
    expect(handler).not.toHaveBeenCalled();
  });

  it('shows a failure with what to do', async () => {
    const { user } = setup(async () => {
      throw { success: false, message: 'Too many requests. Try again in a minute.' };
    });
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Too many requests. Try again in a minute.')).toBeTruthy();
  });

  it('links back to the login', async () => {
    const { user } = setup(async () => ({ isSuccess: true, message: SENT }));
    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    await expectLocation('/admin/login');
  });
});
