import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $auth } from 'shared/auth';
import type { CanPostAnswer } from 'shared/contracts/eligibility';
import { request, userApi } from 'shared/http';
import { navigateFx } from 'shared/navigation';
import { notifyErrorFx, notifyInfoFx } from 'shared/ui/notify';
import { shellTexts } from '../../i18n';
import { loginRequested } from '../login/model';
import { answerRefusals, canPostAnswer } from '../post-property/answers';
import { checkFailedText } from '../post-property/model';

/**
 * The posting check (spec §6) for a wizard URL typed or reloaded in the address bar: the same
 * check and the same answers to a refusal as the Post Property button. Loaded with the
 * wizard's routes, not on the first load.
 */
export type PosterAccess = 'visitor' | 'checking' | 'allowed' | 'failed';

/**
 * GET can-post-property/{userId} for a wizard route: not the button's effect, whose yes goes to
 * /add-property.
 */
export const guardCheckFx = createEffect(async (userId: string): Promise<CanPostAnswer> => {
  return request(
    canPostAnswer,
    userApi.get(`can-post-property/${encodeURIComponent(userId)}`).json(),
  );
});
answerRefusals(guardCheckFx);
sample({ clock: guardCheckFx.failData, fn: checkFailedText, target: notifyErrorFx });

// UI events
/** A wizard route opened; `checked`: the Post Property button's check just said yes. */
export const posterRouteOpened = createEvent<{ checked: boolean }>();
export const posterRetryClicked = createEvent();

// data
/**
 * The user whose check said yes, so the wizard's next steps open without asking the api again.
 * Kept for this page load: the api checks again at submit (a refusal there goes to the plan
 * page), and the Post Property button always asks.
 */
export const $mayPostUserId = createStore<string | null>(null)
  .on(guardCheckFx.done, (_, { params, result }) => (result.canPost ? params : null))
  .on(guardCheckFx.fail, () => null);
const $checkFailed = createStore(false)
  .on(guardCheckFx, () => false)
  .on(guardCheckFx.fail, () => true);

export const $posterAccess = combine(
  $auth,
  $mayPostUserId,
  $checkFailed,
  (auth, allowedUserId, failed): PosterAccess => {
    if (!auth.isAuthenticated) return 'visitor';
    const userId = auth.user?._id;
    if (userId && allowedUserId === userId) return 'allowed';
    return failed ? 'failed' : 'checking';
  },
);

// logic
sample({
  clock: posterRouteOpened,
  source: $auth,
  filter: (auth, { checked }) => checked && auth.isAuthenticated,
  fn: (auth) => auth.user?._id ?? null,
  target: $mayPostUserId,
});

const visitorArrived = sample({
  clock: posterRouteOpened,
  source: $posterAccess,
  filter: (access) => access === 'visitor',
});
sample({
  clock: visitorArrived,
  fn: () => shellTexts.t('post.loginToPost'),
  target: notifyInfoFx,
});
sample({ clock: visitorArrived, fn: () => undefined, target: loginRequested });
sample({ clock: visitorArrived, fn: () => ({ to: '/', replace: true }), target: navigateFx });

const userId = $auth.map((auth) => auth.user?._id ?? '');
const openedUnchecked = sample({ clock: posterRouteOpened, filter: ({ checked }) => !checked });
const checkNeeded = sample({
  clock: [openedUnchecked, posterRetryClicked],
  source: { access: $posterAccess, userId, pending: guardCheckFx.pending },
  filter: ({ access, pending }) => !pending && (access === 'checking' || access === 'failed'),
  fn: ({ userId }) => userId,
});
sample({ clock: checkNeeded, filter: (id) => id !== '', target: guardCheckFx });
sample({
  clock: checkNeeded,
  filter: (id) => id === '',
  fn: () => shellTexts.t('post.userMissing'),
  target: notifyErrorFx,
});
sample({
  clock: checkNeeded,
  filter: (id) => id === '',
  fn: () => ({ to: '/', replace: true }),
  target: navigateFx,
});
