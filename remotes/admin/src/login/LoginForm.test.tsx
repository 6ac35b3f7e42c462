import { describe, expect, it, rs } from '@rstest/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { adminLoginFx } from 'shared/auth';
import type { AdminLoginAnswer } from 'shared/contracts/adminAuth';
import { expectLocation, renderWithProviders } from 'shared/testing';
import { adminLoginAnswer } from './fixtures';
import { LoginForm } from './LoginForm';

const answer = adminLoginAnswer;

function renderLogin(login: () => Promise<AdminLoginAnswer>) {
  const handler = rs.fn(login);
  const scope = fork({ handlers: [[adminLoginFx, handler]] });
  renderWithProviders(<LoginForm />, { scope, at: '/admin/login' });
  return { handler, user: userEvent.setup() };
}

const loginButton = () => screen.getByRole('button', { name: 'Login' });

describe('admin login form', () => {
  it('logs in and goes to the admin dashboard', async () => {
    const { handler, user } = renderLogin(async () => answer);
    expect(screen.getByRole('heading', { name: 'Admin login' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'admin@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-password');
    await user.click(loginButton());

    await expectLocation('/admin/dashboard');
    expect(handler).toHaveBeenCalledWith({
      email: 'admin@example.com',
      password: 'secret-password',
    });
  });

  it("shows the server's message when the login fails", async () => {
    const { user } = renderLogin(async () =>
      Promise.reject({ success: false, message: 'Invalid email or password', status: 401 }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'admin@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(loginButton());

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Invalid email or password',
    );
    await expectLocation('/admin/login');
  });

  it('keeps Login disabled until the e-mail is well formed and a password is typed', async () => {
    const { handler, user } = renderLogin(async () => answer);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(loginButton()).toHaveProperty('disabled', true);

    await user.type(screen.getByLabelText(/^Password/), 'secret-password');
    expect(loginButton()).toHaveProperty('disabled', true);
    await user.type(email, 'admin@example');
    expect(loginButton()).toHaveProperty('disabled', true);
    await user.type(email, '.com');
    expect(loginButton()).toHaveProperty('disabled', false);
    expect(handler).not.toHaveBeenCalled();
  });

  it('links to the forgotten-password page', async () => {
    const { user } = renderLogin(async () => answer);
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await expectLocation('/admin/forget-password');
  });
});
