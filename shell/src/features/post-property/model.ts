import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { $auth } from 'shared/auth';
import type { CanPostAnswer } from 'shared/contracts/eligibility';
import { isSessionEnded, request, userApi } from 'shared/http';
import { navigateFx } from 'shared/navigation';
import { notifyErrorFx, notifyInfoFx } from 'shared/ui/notify';
import { shellTexts } from '../../i18n';
import { loginRequested } from '../login/model';

/** The api's message for this refusal (compared, never shown). */
const NO_SUBSCRIPTION = 'No active subscription or subscription expired';
export const PLAN_PAGE = '/subscriptions/plan';
export const ADD_PROPERTY_PAGE = '/add-property';

// UI events
export const postPropertyClicked = createEvent();

/** GET can-post-property/{userId} */
export const checkCanPostFx = createEffect(async (userId: string): Promise<CanPostAnswer> => {
  const { canPostAnswerSchema } = await import('shared/contracts/eligibility');
  return request(
    canPostAnswerSchema,
    userApi.get(`can-post-property/${encodeURIComponent(userId)}`).json(),
  );
});

/** The button's own check: only its yes goes to /add-property (a typed wizard URL stays put). */
const buttonCheckFx = attach({ effect: checkCanPostFx });

/**
 * The user whose last check said yes, so the wizard's steps (each guarded, see PosterGuard)
 * open without asking the api again; the api checks once more at submit.
 */
export const $mayPostUserId = createStore<string | null>(null);
$mayPostUserId
  .on(checkCanPostFx.done, (_, { params, result }) => (result.canPost ? params : null))
  .on(checkCanPostFx.fail, () => null);

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
sample({ clock: userClicked, filter: (userId) => userId !== '', target: buttonCheckFx });

sample({
  clock: buttonCheckFx.doneData,
  filter: (answer) => answer.canPost,
  fn: () => ({ to: ADD_PROPERTY_PAGE }),
  target: navigateFx,
});

const refused = sample({ clock: checkCanPostFx.doneData, filter: (answer) => !answer.canPost });
const isNoSubscription = (answer: CanPostAnswer) =>
  answer.message === NO_SUBSCRIPTION || answer.reason === 'NO_SUBSCRIPTION';

/** The api's `reason` is a machine code (QUOTA_EXHAUSTED); its `message` says it in words. */
export function refusalText(answer: Pick<CanPostAnswer, 'reason' | 'message'>): string {
  const reasonIsCode = /^[A-Z][A-Z0-9_]*$/.test(answer.reason);
  if (answer.reason && !reasonIsCode) return answer.reason;
  return (answer.reason && answer.message) || shellTexts.t('post.notAllowed');
}

const noSubscription = sample({ clock: refused, filter: isNoSubscription });
sample({ clock: noSubscription, fn: () => shellTexts.t('post.subscribe'), target: notifyInfoFx });
sample({ clock: noSubscription, fn: () => ({ to: PLAN_PAGE }), target: navigateFx });

const otherRefusal = sample({ clock: refused, filter: (answer) => !isNoSubscription(answer) });
sample({ clock: otherRefusal, fn: refusalText, target: notifyInfoFx });
sample({
  clock: otherRefusal,
  fn: (answer) => ({ to: PLAN_PAGE, state: { reason: refusalText(answer), code: answer.reason } }),
  target: navigateFx,
});

// A refresh that failed has logged the user out: say that, not that the check failed.
sample({
  clock: checkCanPostFx.failData,
  fn: (error) =>
    isSessionEnded(error) ? shellTexts.t('session.ended') : shellTexts.t('post.checkFailed'),
  target: notifyErrorFx,
});
