import { combine, createEvent, createStore, sample } from 'effector';
import type { ApiFailure } from 'shared/http';
import { navigateFx } from 'shared/navigation';
import { notifySuccessFx } from 'shared/ui/notify';
import { resetPasswordFx } from './api';
import { passwordTexts } from './i18n';
import { newPasswordProblem } from './rules';

// UI events
export const resetOpened = createEvent();
export const passwordChanged = createEvent<string>();
export const repeatChanged = createEvent<string>();
/** The token from the e-mail link (`?token=`). */
export const resetSubmitted = createEvent<string>();

// data
export const $password = createStore('').on(passwordChanged, (_, value) => value);
export const $repeat = createStore('').on(repeatChanged, (_, value) => value);
/** Problems show after the first submit, then follow the typing. */
export const $attempted = createStore(false).on(resetSubmitted, () => true);
export const $problem = combine($password, $repeat, newPasswordProblem);
export const $error = createStore<string | null>(null);
export const $isSaving = resetPasswordFx.pending;

// logic
$password.reset(resetOpened, resetPasswordFx.done);
$repeat.reset(resetOpened, resetPasswordFx.done);
$attempted.reset(resetOpened);
$error
  .on(resetPasswordFx.failData, (_, failure: ApiFailure) =>
    failure.message ? failure.message : passwordTexts.t('unknownProblem'),
  )
  .reset(resetOpened, resetPasswordFx);

sample({
  clock: resetSubmitted,
  source: { password: $password, problem: $problem, saving: $isSaving },
  filter: ({ problem, saving }) => problem === null && !saving,
  fn: ({ password }, token) => ({ token, newPassword: password }),
  target: resetPasswordFx,
});

// The server revoked every session of the account: sign in again with the new password.
sample({
  clock: resetPasswordFx.doneData,
  fn: (answer) => answer.message,
  target: notifySuccessFx,
});
sample({
  clock: resetPasswordFx.done,
  fn: () => ({ to: '/admin/login', replace: true }),
  target: navigateFx,
});
