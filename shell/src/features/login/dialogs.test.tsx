import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { allSettled, fork, scopeBind } from 'effector';
import { sendOtpFx, verifyOtpFx } from 'shared/auth';
import type { UserLoginAnswer, VerifyOtpAnswer } from 'shared/contracts/auth';
import { expectLocation, renderWithProviders } from 'shared/testing';
import LoginDialogs from './LoginDialogs';
import { loginClicked, loginRequested } from './model';

const sent: UserLoginAnswer = {
  isSuccess: true,
  message: 'OTP sent',
  resendAfterSeconds: 30,
  expiresInSeconds: 300,
};

function verified(isNewUser: boolean, message = 'Welcome back'): VerifyOtpAnswer {
  return {
    isSuccess: true,
    message,
    token: 'access',
    refreshToken: 'refresh',
    user: {
      _id: '0b6f9a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
      phone: '9876543210',
      name: null,
      email: null,
      profileImage: null,
      propertyCount: 0,
      leadsCount: 0,
      isNewUser,
    },
  };
}

type Handlers = {
  send?: (body: { phone: string }) => Promise<UserLoginAnswer>;
  verify?: (body: { phone: string; otp: string }) => Promise<VerifyOtpAnswer>;
};

async function openMobileDialog({ send, verify }: Handlers = {}) {
  // Like a real network, the answer arrives a little later than the click.
  const sendOtp = rs.fn(send ?? (() => later(sent)));
  const verifyOtp = rs.fn(verify ?? (async () => verified(false)));
  const scope = fork({
    handlers: [
      [sendOtpFx, sendOtp],
      [verifyOtpFx, verifyOtp],
    ],
  });
  await allSettled(loginClicked, { scope });
  renderWithProviders(<LoginDialogs />, { scope, at: '/property-listing' });
  const dialog = await waitForDialog('Mobile Verification');
  return { scope, sendOtp, verifyOtp, dialog };
}

async function openOtpDialog(handlers: Handlers = {}) {
  const opened = await openMobileDialog(handlers);
  const phone = within(opened.dialog).getByRole('textbox', {
    name: 'Enter 10-digit mobile number',
  });
  fireEvent.change(phone, { target: { value: '9876543210' } });
  fireEvent.click(within(opened.dialog).getByRole('button', { name: 'Send OTP' }));
  // happy-dom only: when the mobile step has closed and the OTP step opens, Fluent's focus trap
  // (tabster) sometimes marks the reopened surface aria-hidden; Chromium does not (checked in a
  // real browser). So the OTP step is found by its title and queried with `hidden: true`.
  const dialog = await waitForDialog('OTP Verification', true);
  const code = within(dialog).getByRole('textbox', {
    name: 'Enter 4-digit OTP sent to 9876543210',
    hidden: true,
  });
  return { ...opened, dialog, code };
}

function later<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 20));
}

/** Lets effects and React settle (advancing fake timers a little when they are on). */
async function flush() {
  await act(async () => {
    if (rs.isFakeTimers()) await rs.advanceTimersByTimeAsync(5);
    else await new Promise((resolve) => setTimeout(resolve, 5));
  });
}

/** Like findByRole, but polls on microtasks only, so it also works with fake timers. */
async function waitForDialog(name: string, hidden = false) {
  const find = () =>
    hidden ? dialogTitled(name) : screen.queryByRole('dialog', { name, hidden: false });
  for (let attempt = 0; attempt < 200; attempt++) {
    const dialog = find();
    if (dialog) return dialog;
    await flush();
  }
  throw new Error(`no dialog '${name}'`);
}

/** The dialog whose title is `name`, found by its title text (see openOtpDialog). */
function dialogTitled(name: string): HTMLElement | null {
  const title = screen.queryByText(name, { selector: 'h2' });
  return title?.closest<HTMLElement>('[role="dialog"]') ?? null;
}

const isDisabled = (element: HTMLElement) =>
  element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';

afterEach(() => {
  rs.useRealTimers();
});

describe('Mobile Verification dialog', () => {
  it('shows the prompt, the +91 prefix and the hint', async () => {
    const { dialog } = await openMobileDialog();
    const input = within(dialog).getByRole('textbox', { name: 'Enter 10-digit mobile number' });
    expect(within(dialog).getByText('+91')).toBeTruthy();
    expect(within(dialog).getByText('OTP will be sent to this number')).toBeTruthy();
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('tel-national');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('keeps digits only, at most 10, and enables Send OTP only at exactly 10', async () => {
    const { dialog } = await openMobileDialog();
    const input = within(dialog).getByRole('textbox', {
      name: 'Enter 10-digit mobile number',
    }) as HTMLInputElement;
    const send = within(dialog).getByRole('button', { name: 'Send OTP' });
    expect(isDisabled(send)).toBe(true);
    fireEvent.change(input, { target: { value: '98a76-54 32' } });
    expect(input.value).toBe('98765432');
    expect(isDisabled(send)).toBe(true);
    fireEvent.change(input, { target: { value: '987654321' } });
    expect(isDisabled(send)).toBe(true);
    fireEvent.change(input, { target: { value: '98765432109' } });
    expect(input.value).toBe('9876543210');
    expect(isDisabled(send)).toBe(false);
    // No maxLength on the input: a pasted '+91 98765 43210' must reach the model whole.
    expect(input.hasAttribute('maxlength')).toBe(false);
    fireEvent.change(input, { target: { value: '+91 98765 43210' } });
    expect(input.value).toBe('9876543210');
  });

  it("opens when a remote asks for a login, showing the remote's reason", async () => {
    const scope = fork();
    renderWithProviders(<LoginDialogs />, { scope });
    await act(async () => {
      await allSettled(loginRequested, {
        scope,
        params: { reason: 'Please login to save favourites' },
      });
    });
    expect(await screen.findByText('Please login to save favourites')).toBeTruthy();
    expect(await waitForDialog('Mobile Verification')).toBeTruthy();
  });

  it('Cancel closes the dialog', async () => {
    const { dialog } = await openMobileDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await act(async () => {});
    expect(screen.queryByRole('dialog', { name: 'Mobile Verification' })).toBeNull();
  });

  it('closes on Send OTP, sends the number and opens OTP Verification', async () => {
    const { sendOtp, dialog } = await openOtpDialog();
    expect(sendOtp).toHaveBeenCalledWith({ phone: '9876543210' });
    expect(screen.queryByRole('dialog', { name: 'Mobile Verification' })).toBeNull();
    expect(within(dialog).getByText("Didn't receive OTP? Resend in 30s")).toBeTruthy();
  });

  it("shows the server's message when sending fails", async () => {
    const { dialog } = await openMobileDialog({
      send: () => Promise.reject({ success: false, message: 'Too many requests' }),
    });
    const input = within(dialog).getByRole('textbox', { name: 'Enter 10-digit mobile number' });
    fireEvent.change(input, { target: { value: '9876543210' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Too many requests')).toBeTruthy();
    expect(dialogTitled('OTP Verification')).toBeNull();
  });

  it("falls back to 'Failed to send OTP'", async () => {
    const { dialog } = await openMobileDialog({
      send: () => Promise.reject({ success: false, message: '' }),
    });
    const input = within(dialog).getByRole('textbox', { name: 'Enter 10-digit mobile number' });
    fireEvent.change(input, { target: { value: '9876543210' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Failed to send OTP')).toBeTruthy();
  });
});

describe('OTP Verification dialog', () => {
  it('has a one-time-code numeric field; digits only, at most 4; Verify OTP only at 4', async () => {
    const { dialog, code } = await openOtpDialog();
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    const verify = within(dialog).getByRole('button', { name: 'Verify OTP', hidden: true });
    expect(isDisabled(verify)).toBe(true);
    fireEvent.change(code, { target: { value: '1a2' } });
    expect((code as HTMLInputElement).value).toBe('12');
    expect(isDisabled(verify)).toBe(true);
    fireEvent.change(code, { target: { value: '123456' } });
    expect((code as HTMLInputElement).value).toBe('1234');
    expect(isDisabled(verify)).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Cancel', hidden: true })).toBeTruthy();
  });

  it('counts down once a second from 30, then offers Resend which restarts it', async () => {
    rs.useFakeTimers();
    const { dialog, sendOtp } = await openOtpDialog();
    expect(within(dialog).getByText("Didn't receive OTP? Resend in 30s")).toBeTruthy();
    await act(async () => {
      await rs.advanceTimersByTimeAsync(1000);
    });
    expect(within(dialog).getByText("Didn't receive OTP? Resend in 29s")).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Resend', hidden: true })).toBeNull();
    await act(async () => {
      await rs.advanceTimersByTimeAsync(28_000);
    });
    expect(within(dialog).getByText("Didn't receive OTP? Resend in 1s")).toBeTruthy();
    await act(async () => {
      await rs.advanceTimersByTimeAsync(1000);
    });
    const resend = within(dialog).getByRole('button', { name: 'Resend', hidden: true });
    expect(within(dialog).queryByText(/Resend in/)).toBeNull();
    fireEvent.click(resend);
    await act(async () => {});
    expect(sendOtp).toHaveBeenCalledTimes(2);
    expect(within(dialog).getByText("Didn't receive OTP? Resend in 30s")).toBeTruthy();
    await act(async () => {
      await rs.advanceTimersByTimeAsync(1000);
    });
    expect(within(dialog).getByText("Didn't receive OTP? Resend in 29s")).toBeTruthy();
  });

  it('says a new code was sent after Resend, and keeps focus in the dialog on the code', async () => {
    rs.useFakeTimers();
    const { dialog, code } = await openOtpDialog();
    const notice = within(dialog).getByRole('status', { hidden: true });
    expect(notice.textContent).toBe('');
    await act(async () => {
      await rs.advanceTimersByTimeAsync(30_000);
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend', hidden: true }));
    await act(async () => {
      await rs.advanceTimersByTimeAsync(100); // the code's answer arrives
    });
    expect(notice.textContent).toBe('A new OTP has been sent to 9876543210');
    expect(document.activeElement).toBe(code);
    expect(within(dialog).getByText("Didn't receive OTP? Resend in 30s")).toBeTruthy();
  });

  it('restarts the countdown at 30 when the dialog opens again', async () => {
    rs.useFakeTimers();
    const { dialog, scope } = await openOtpDialog();
    await act(async () => {
      await rs.advanceTimersByTimeAsync(5000);
    });
    expect(within(dialog).getByText("Didn't receive OTP? Resend in 25s")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    await flush();
    expect(dialogTitled('OTP Verification')).toBeNull();

    // allSettled would wait for the pending (fake) one-second timer; just fire the event.
    act(() => scopeBind(loginClicked, { scope })());
    const mobile = await waitForDialog('Mobile Verification');
    fireEvent.click(within(mobile).getByRole('button', { name: 'Send OTP', hidden: true }));
    const reopened = await waitForDialog('OTP Verification');
    expect(within(reopened).getByText("Didn't receive OTP? Resend in 30s")).toBeTruthy();
    await act(async () => {
      await rs.advanceTimersByTimeAsync(1000);
    });
    // One tick per second: a tick left over from the first run must not count.
    expect(within(reopened).getByText("Didn't receive OTP? Resend in 29s")).toBeTruthy();
  });

  it('a new user is sent to /create-profile with the create-profile toast', async () => {
    const { dialog, code, verifyOtp } = await openOtpDialog({
      verify: async () => verified(true),
    });
    fireEvent.change(code, { target: { value: '1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify OTP', hidden: true }));
    expect(await screen.findByText('Login successfully! Create your profile')).toBeTruthy();
    expect(verifyOtp).toHaveBeenCalledWith({ phone: '9876543210', otp: '1234' });
    await expectLocation('/create-profile');
    expect(dialogTitled('OTP Verification')).toBeNull();
  });

  it("an existing user goes to / with the server's message", async () => {
    const { dialog, code } = await openOtpDialog();
    fireEvent.change(code, { target: { value: '1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify OTP', hidden: true }));
    expect(await screen.findByText('Welcome back')).toBeTruthy();
    await expectLocation('/');
  });

  it("an existing user without a server message sees 'Login successful'", async () => {
    const { dialog, code } = await openOtpDialog({ verify: async () => verified(false, '') });
    fireEvent.change(code, { target: { value: '1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify OTP', hidden: true }));
    expect(await screen.findByText('Login successful')).toBeTruthy();
  });

  it('a blocked account hears the reason and how to appeal (the dialog stays open)', async () => {
    const message = 'Your account is blocked: Posting fake listings. Write to support to appeal.';
    const { dialog, code } = await openOtpDialog({
      verify: () =>
        Promise.reject({ success: false, message, code: 'ACCOUNT_BLOCKED', status: 403 }),
    });
    fireEvent.change(code, { target: { value: '1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify OTP', hidden: true }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(dialogTitled('OTP Verification')).toBeTruthy();
  });

  it("a failed verification shows the server's message, else 'OTP verification failed'", async () => {
    let message = 'Invalid OTP';
    const { dialog, code } = await openOtpDialog({
      verify: () => Promise.reject({ success: false, message }),
    });
    fireEvent.change(code, { target: { value: '1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify OTP', hidden: true }));
    expect(await screen.findByText('Invalid OTP')).toBeTruthy();
    // Still open.
    expect(dialogTitled('OTP Verification')).toBeTruthy();
    await expectLocation('/property-listing');
    message = '';
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify OTP', hidden: true }));
    expect(await screen.findByText('OTP verification failed')).toBeTruthy();
  });
});
