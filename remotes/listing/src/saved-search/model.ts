import { createEvent, createStore, sample } from 'effector';
import { $auth, loginRequested } from 'shared/auth';
import { listingTexts } from '../i18n';

// The button's part only: the dialog and its saving load with the dialog (see SaveSearchButton).
const $isLoggedIn = $auth.map((auth) => auth.isAuthenticated);

export const $dialogOpen = createStore(false, { sid: 'listing/savedSearch/dialogOpen' });

// UI events
export const saveSearchClicked = createEvent();
export const dialogClosed = createEvent();

// logic
sample({
  clock: saveSearchClicked,
  source: $isLoggedIn,
  filter: (loggedIn) => !loggedIn,
  fn: () => ({ reason: listingTexts.t('savedSearch.loginReason') }),
  target: loginRequested,
});
sample({
  clock: saveSearchClicked,
  source: $isLoggedIn,
  filter: Boolean,
  fn: () => true,
  target: $dialogOpen,
});
$dialogOpen.on(dialogClosed, () => false).on($isLoggedIn.updates, () => false);
