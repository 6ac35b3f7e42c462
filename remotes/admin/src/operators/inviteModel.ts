import { combine, createEvent, createStore, sample } from 'effector';
import type { AdminRole } from 'shared/contracts/adminPermissions';
import type { ApiFailure } from 'shared/http';
import { looksLikeEmail } from '../password/rules';
import { inviteOperatorFx } from './api';
import { operatorsTexts } from './i18n';

// UI events
export const inviteOpened = createEvent();
export const inviteClosed = createEvent();
export const emailChanged = createEvent<string>();
export const nameChanged = createEvent<string>();
export const roleChanged = createEvent<AdminRole>();
export const inviteSubmitted = createEvent();

// data
export const $open = createStore(false)
  .on(inviteOpened, () => true)
  .on(inviteClosed, () => false)
  .on(inviteOperatorFx.done, () => false);
export const $email = createStore('').on(emailChanged, (_, value) => value);
export const $name = createStore('').on(nameChanged, (_, value) => value);
export const $role = createStore<AdminRole>('moderator').on(roleChanged, (_, role) => role);
export const $attempted = createStore(false).on(inviteSubmitted, () => true);
export const $emailValid = $email.map(looksLikeEmail);
export const $nameValid = $name.map((name) => name.trim().length > 0 && name.trim().length <= 100);
export const $error = createStore<string | null>(null);
export const $isSending = inviteOperatorFx.pending;

// logic: every opening starts empty
$email.reset(inviteOpened);
$name.reset(inviteOpened);
$role.reset(inviteOpened);
$attempted.reset(inviteOpened);
$error
  .on(inviteOperatorFx.failData, (_, failure: ApiFailure) =>
    failure.message ? failure.message : operatorsTexts.t('unknownProblem'),
  )
  .reset(inviteOpened, inviteOperatorFx);

const $canSend = combine(
  $emailValid,
  $nameValid,
  $isSending,
  (email, name, sending) => email && name && !sending,
);

sample({
  clock: inviteSubmitted,
  source: { email: $email, name: $name, role: $role },
  filter: $canSend,
  fn: ({ email, name, role }) => ({ email: email.trim(), name: name.trim(), role }),
  target: inviteOperatorFx,
});
