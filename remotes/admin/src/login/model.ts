import { attach, combine, createEvent, createStore, sample } from 'effector';
import { adminLoginFx } from 'shared/auth';
import type { ApiFailure } from 'shared/http';
import { navigateFx } from 'shared/navigation';
import { notifyErrorFx } from 'shared/ui/notify';
import { texts } from '../i18n';

export const ADMIN_HOME = '/admin/dashboard';

/** Enough to catch a typo; the server decides whether the account exists. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// data
export const $email = createStore('');
export const $password = createStore('');

// UI events
export const emailChanged = createEvent<string>();
export const passwordChanged = createEvent<string>();
export const loginSubmitted = createEvent();

const submitLoginFx = attach({ effect: adminLoginFx });
export const $isSubmitting = submitLoginFx.pending;
export const $canSubmit = combine(
  $email,
  $password,
  $isSubmitting,
  (email, password, submitting) => EMAIL.test(email.trim()) && password !== '' && !submitting,
);

// logic
$email.on(emailChanged, (_, value) => value);
$password.on(passwordChanged, (_, value) => value).reset(submitLoginFx.done);

sample({
  clock: loginSubmitted,
  source: { email: $email, password: $password },
  filter: $canSubmit,
  fn: ({ email, password }) => ({ email: email.trim(), password }),
  target: submitLoginFx,
});

sample({
  clock: submitLoginFx.done,
  fn: () => ({ to: ADMIN_HOME, replace: true }),
  target: navigateFx,
});

sample({
  clock: submitLoginFx.failData,
  fn: (failure: ApiFailure) => failure.message || texts.t('login.failed'),
  target: notifyErrorFx,
});
