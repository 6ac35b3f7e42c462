import { createEffect, createEvent, sample } from 'effector';
import { $auth } from 'shared/auth';
import type { CanPostAnswer } from 'shared/contracts/eligibility';
import { isSessionEnded, request, userApi } from 'shared/http';
import { navigateFx } from 'shared/navigation';
import { notifyErrorFx, notifyInfoFx } from 'shared/ui/notify';
import { shellTexts } from '../../i18n';
import { loginRequested } from '../login/model';

export const ADD_PROPERTY_PAGE = '/add-property';

// UI events
export const postPropertyClicked = createEvent();

/**
 * GET can-post-property/{userId}. The answer's check and what a refusal does (./answers) load
 * with the call, off the first load; they are in place before the answer arrives.
 */
export const checkCanPostFx = createEffect(async (userId: string): Promise<CanPostAnswer> => {
  const { canPostAnswer } = await import('./answers');
  return request(
    canPostAnswer,
    userApi.get(`can-post-property/${encodeURIComponent(userId)}`).json(),
  );
});

/**
 * The button's way into the wizard says it was just checked, so the wizard's guard
 * (features/poster-guard) does not ask the api a second time.
 */
export type PostingCheckedState = { postingChecked: true };

// logic
const visitorClicked = sample({
  clock: postPropertyClicked,
  source: $auth,
  filter: (auth) => !auth.isAuthenticated,
});
sample({ clock: visitorClicked, fn: () => shellTexts.t('post.loginToPost'), target: notifyInfoFx });
sample({ clock: visitorClicked, fn: () => undefined, target: loginRequested });

const userClicked = sample({
  clock: postPropertyClicked,
  source: $auth,
  filter: (auth) => auth.isAuthenticated,
  fn: (auth) => auth.user?._id ?? '',
});
sample({
  clock: userClicked,
  filter: (userId) => userId === '',
  fn: () => shellTexts.t('post.userMissing'),
  target: notifyErrorFx,
});
sample({ clock: userClicked, filter: (userId) => userId !== '', target: checkCanPostFx });

sample({
  clock: checkCanPostFx.doneData,
  filter: (answer) => answer.canPost,
  fn: () => ({ to: ADD_PROPERTY_PAGE, state: { postingChecked: true } }),
  target: navigateFx,
});

/** A failed check says so (offline, the refusals module may not have loaded). */
export const checkFailedText = (error: unknown) =>
  isSessionEnded(error) ? shellTexts.t('session.ended') : shellTexts.t('post.checkFailed');

// A refresh that failed has logged the user out: say that, not that the check failed.
sample({ clock: checkCanPostFx.failData, fn: checkFailedText, target: notifyErrorFx });
