import { attach, createEvent, createStore, sample } from 'effector';
import {
  loginRequested,
  OTP_SEND_FAILED,
  OTP_VERIFY_FAILED,
  sendOtpFx,
  verifyOtpFx,
} from 'shared/auth';
import type { ApiFailure } from 'shared/http';
import { navigateFx } from 'shared/navigation';
import { notifyErrorFx, notifyInfoFx, notifySuccessFx } from 'shared/ui/notify';
import { shellTexts } from '../../i18n';
import { createCountdown } from './countdown';

export const PHONE_LENGTH = 10;
export const OTP_LENGTH = 4;
export const RESEND_WAIT_SECONDS = 30;

export type LoginDialog = 'closed' | 'mobile' | 'otp';

// data
export const $loginDialog = createStore<LoginDialog>('closed');
export const $phoneInput = createStore('');
/** The number the current code was sent to. */
export const $otpPhone = createStore('');
export const $otpInput = createStore('');
export const $canSendOtp = $phoneInput.map((phone) => phone.length === PHONE_LENGTH);
export const $canVerifyOtp = $otpInput.map((otp) => otp.length === OTP_LENGTH);
const resendCountdown = createCountdown(RESEND_WAIT_SECONDS);
export const $resendSecondsLeft = resendCountdown.$secondsLeft;

// UI events (the login dialog opens on shared/auth's `loginRequested`, so remotes can ask too)
export const loginDialogClosed = createEvent();
/** The Login button (header, drawer). */
export const loginClicked = createEvent();
export const phoneChanged = createEvent<string>();
export const sendOtpClicked = createEvent();
export const otpChanged = createEvent<string>();
export const verifyOtpClicked = createEvent();
export const resendOtpClicked = createEvent();

const requestOtpFx = attach({ effect: sendOtpFx });
const resendOtpFx = attach({ effect: sendOtpFx });
const submitOtpFx = attach({ effect: verifyOtpFx });
export const $isVerifying = submitOtpFx.pending;

export function digitsOnly(value: string, max: number): string {
  let digits = value.replace(/\D/g, '');
  // A pasted '+91 98765 43210' keeps the national number.
  if (digits.length > max && value.trim().startsWith('+91')) digits = digits.slice(2);
  return digits.slice(0, max);
}

// logic
$phoneInput.on(phoneChanged, (_, value) => digitsOnly(value, PHONE_LENGTH));
$otpInput.on(otpChanged, (_, value) => digitsOnly(value, OTP_LENGTH));

sample({ clock: loginClicked, fn: () => undefined, target: loginRequested });
// A remote asking for a login may say why (e.g. to save a favourite).
sample({
  clock: loginRequested.map((request) => request?.reason ?? ''),
  filter: (reason) => reason !== '',
  target: notifyInfoFx,
});
$loginDialog.on(loginRequested, () => 'mobile').on(loginDialogClosed, () => 'closed');

// The mobile dialog closes as soon as the code is requested.
const otpRequested = sample({ clock: sendOtpClicked, source: $phoneInput, filter: $canSendOtp });
$loginDialog.on(otpRequested, () => 'closed');
sample({ clock: otpRequested, fn: (phone) => ({ phone }), target: requestOtpFx });

const otpDialogOpened = sample({ clock: requestOtpFx.done, fn: ({ params }) => params.phone });
sample({ clock: otpDialogOpened, target: $otpPhone });
$loginDialog.on(otpDialogOpened, () => 'otp');
$otpInput.reset(otpDialogOpened);
const resendAllowed = sample({
  clock: resendOtpClicked,
  source: { phone: $otpPhone, left: $resendSecondsLeft },
  filter: ({ phone, left }) => phone !== '' && left === 0,
  fn: ({ phone }) => ({ phone }),
});
sample({ clock: resendAllowed, target: resendOtpFx });
sample({ clock: [otpDialogOpened, resendAllowed], target: resendCountdown.started });
sample({ clock: loginDialogClosed, target: resendCountdown.stopped });

/** The number a resent code went to, for the dialog's notice; empty until a resend succeeds. */
export const $resentTo = createStore('');
// Emptied first on every Resend, so a second resend is announced again.
$resentTo
  .on(resendOtpFx.done, (_, { params }) => params.phone)
  .reset([otpDialogOpened, resendAllowed, loginDialogClosed]);

sample({
  clock: [requestOtpFx.failData, resendOtpFx.failData],
  fn: (failure: ApiFailure) => failure.message || OTP_SEND_FAILED,
  target: notifyErrorFx,
});

sample({
  clock: verifyOtpClicked,
  source: { phone: $otpPhone, otp: $otpInput },
  filter: $canVerifyOtp,
  target: submitOtpFx,
});

$loginDialog.on(submitOtpFx.done, () => 'closed');
sample({ clock: submitOtpFx.done, target: resendCountdown.stopped });
$otpInput.reset(submitOtpFx.done);

const newUserVerified = sample({
  clock: submitOtpFx.doneData,
  filter: (answer) => answer.user.isNewUser,
});
sample({
  clock: newUserVerified,
  fn: () => shellTexts.t('login.newUser'),
  target: notifySuccessFx,
});
sample({ clock: newUserVerified, fn: () => ({ to: '/create-profile' }), target: navigateFx });

const existingUserVerified = sample({
  clock: submitOtpFx.doneData,
  filter: (answer) => !answer.user.isNewUser,
});
sample({
  clock: existingUserVerified,
  fn: (answer) => answer.message || shellTexts.t('login.success'),
  target: notifySuccessFx,
});
sample({ clock: existingUserVerified, fn: () => ({ to: '/' }), target: navigateFx });

sample({
  clock: submitOtpFx.failData,
  fn: (failure: ApiFailure) => failure.message || OTP_VERIFY_FAILED,
  target: notifyErrorFx,
});

export { loginRequested };
