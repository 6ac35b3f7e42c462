import { createEvent, createStore, sample } from 'effector';
import type { ApiFailure } from 'shared/http';
import { forgotPasswordFx } from './api';
import { passwordTexts } from './i18n';
import { looksLikeEmail } from './rules';

// UI events
export const forgetOpened = createEvent();
export const emailChanged = createEvent<string>();
export const forgetSubmitted = createEvent();

// data
export const $email = createStore('').on(emailChanged, (_, value) => value);
/** A submit with a malformed e-mail shows what to fix (not while the first one is typed). */
export const $showInvalid = createStore(false);
/** The server's answer once sent: the same whether or not the e-mail is staff's. */
export const $sentMessage = createStore<string | null>(null);
export const $error = createStore<string | null>(null);
export const $isSending = forgotPasswordFx.pending;
export const $emailValid = $email.map(looksLikeEmail);

// logic
$email.reset(forgetOpened);
$showInvalid.on(emailChanged, () => false).reset(forgetOpened);
$sentMessage.on(forgotPasswordFx.doneData, (_, answer) => answer.message).reset(forgetOpened);
$error
  .on(forgotPasswordFx.failData, (_, failure: ApiFailure) =>
    failure.message ? failure.message : passwordTexts.t('unknownProblem'),
  )
  .reset(forgetOpened, forgotPasswordFx);

sample({
  clock: forgetSubmitted,
  filter: $emailValid.map((valid) => !valid),
  fn: () => true,
  target: $showInvalid,
});

sample({
  clock: forgetSubmitted,
  source: $email,
  filter: (email, _) => looksLikeEmail(email),
  fn: (email) => ({ email: email.trim() }),
  target: forgotPasswordFx,
});
