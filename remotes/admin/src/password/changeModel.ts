import { combine, createEvent, createStore, sample } from 'effector';
import type { ApiFailure } from 'shared/http';
import { notifySuccessFx } from 'shared/ui/notify';
import { changeMyPasswordFx } from './api';
import { passwordTexts } from './i18n';
import { newPasswordProblem } from './rules';

// UI events
export const changeDialogOpened = createEvent();
export const changeDialogClosed = createEvent();
export const currentChanged = createEvent<string>();
export const passwordChanged = createEvent<string>();
export const repeatChanged = createEvent<string>();
export const changeSubmitted = createEvent();

// data
export const $open = createStore(false)
  .on(changeDialogOpened, () => true)
  .on(changeDialogClosed, () => false)
  .on(changeMyPasswordFx.done, () => false);
export const $current = createStore('').on(currentChanged, (_, value) => value);
export const $password = createStore('').on(passwordChanged, (_, value) => value);
export const $repeat = createStore('').on(repeatChanged, (_, value) => value);
export const $attempted = createStore(false).on(changeSubmitted, () => true);
export const $problem = combine($password, $repeat, newPasswordProblem);
export const $error = createStore<string | null>(null);
export const $isSaving = changeMyPasswordFx.pending;

// logic: every opening starts empty
for (const store of [$current, $password, $repeat]) store.reset(changeDialogOpened);
$attempted.reset(changeDialogOpened);
$error
  .on(changeMyPasswordFx.failData, (_, failure: ApiFailure) =>
    failure.message ? failure.message : passwordTexts.t('unknownProblem'),
  )
  .reset(changeDialogOpened, changeMyPasswordFx);

sample({
  clock: changeSubmitted,
  source: { current: $current, password: $password, problem: $problem, saving: $isSaving },
  filter: ({ current, problem, saving }) => current !== '' && problem === null && !saving,
  fn: ({ current, password }) => ({ currentPassword: current, newPassword: password }),
  target: changeMyPasswordFx,
});

sample({
  clock: changeMyPasswordFx.doneData,
  fn: (answer) => answer.message || passwordTexts.t('change.done'),
  target: notifySuccessFx,
});
