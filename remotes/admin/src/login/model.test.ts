import { describe, expect, it, rs } from '@rstest/core';
import { allSettled, createWatch, fork } from 'effector';
import { adminLoginFx } from 'shared/auth';
import type { AdminLoginAnswer, AdminLoginBody } from 'shared/contracts/adminAuth';
import { navigateFx } from 'shared/navigation';
import { notifyErrorFx } from 'shared/ui/notify';
import { adminLoginAnswer } from './fixtures';
import { $password, emailChanged, loginSubmitted, passwordChanged } from './model';

const answer = adminLoginAnswer;

function setup(login: (body: AdminLoginBody) => Promise<AdminLoginAnswer>) {
  const handlers = { login: rs.fn(login), navigate: rs.fn(), notifyError: rs.fn() };
  const scope = fork({
    handlers: [
      [adminLoginFx, handlers.login],
      [navigateFx, () => undefined],
      [notifyErrorFx, handlers.notifyError],
    ],
  });
  // navigateFx's handler also gets the router's navigate; what the model asks for is its params.
  createWatch({ unit: navigateFx, fn: handlers.navigate, scope });
  const submit = async (email: string, password: string) => {
    await allSettled(emailChanged, { scope, params: email });
    await allSettled(passwordChanged, { scope, params: password });
    await allSettled(loginSubmitted, { scope });
  };
  return { scope, handlers, submit };
}

describe('admin login model', () => {
  it('logs in with the trimmed e-mail and goes to the admin dashboard', async () => {
    const { scope, handlers, submit } = setup(async () => answer);
    await submit('  admin@example.com ', 'secret-password');

    expect(handlers.login).toHaveBeenCalledWith({
      email: 'admin@example.com',
      password: 'secret-password',
    });
    expect(handlers.navigate).toHaveBeenCalledWith({ to: '/admin/dashboard', replace: true });
    expect(handlers.notifyError).not.toHaveBeenCalled();
    expect(scope.getState($password)).toBe('');
  });

  it("toasts the server's message when the login fails, and stays", async () => {
    const { handlers, submit } = setup(async () =>
      Promise.reject({ success: false, message: 'Invalid email or password', status: 401 }),
    );
    await submit('admin@example.com', 'wrong-password');

    expect(handlers.notifyError).toHaveBeenCalledWith('Invalid email or password');
    expect(handlers.navigate).not.toHaveBeenCalled();
  });

  it('falls back to "Login failed" when the failure has no message', async () => {
    const { handlers, submit } = setup(async () => Promise.reject({ success: false, message: '' }));
    await submit('admin@example.com', 'wrong-password');

    expect(handlers.notifyError).toHaveBeenCalledWith('Login failed');
  });

  it('sends nothing for an empty or malformed e-mail, or an empty password', async () => {
    const { handlers, submit } = setup(async () => answer);
    await submit('', 'secret-password');
    await submit('admin@example', 'secret-password');
    await submit('admin example.com', 'secret-password');
    await submit('admin@example.com', '');

    expect(handlers.login).not.toHaveBeenCalled();
    expect(handlers.navigate).not.toHaveBeenCalled();
  });
});
