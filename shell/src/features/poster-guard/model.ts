import { combine, createEvent, createStore, sample } from 'effector';
import { $auth } from 'shared/auth';
import { draftReset } from 'shared/drafts';
import { navigateFx } from 'shared/navigation';
import { notifyErrorFx, notifyInfoFx } from 'shared/ui/notify';
import { shellTexts } from '../../i18n';
import { loginRequested } from '../login/model';
import { $mayPostUserId, checkCanPostFx } from '../post-property/model';

/**
 * The posting check (spec §6) for a wizard URL typed or reloaded in the address bar: the same
 * check as the Post Property button (its model answers a refusal: toast and the plan page).
 * Loaded with the wizard's routes, not on the first load.
 */
export type PosterAccess = 'visitor' | 'checking' | 'allowed' | 'failed';

// UI events
export const posterRouteOpened = createEvent();
export const posterRetryClicked = createEvent();

// data
const $checkFailed = createStore(false)
  .on(checkCanPostFx, () => false)
  .on(checkCanPostFx.fail, () => true);

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
const checkNeeded = sample({
  clock: [posterRouteOpened, posterRetryClicked],
  source: { access: $posterAccess, userId, pending: checkCanPostFx.pending },
  filter: ({ access, pending }) => !pending && (access === 'checking' || access === 'failed'),
  fn: ({ userId }) => userId,
});
sample({ clock: checkNeeded, filter: (id) => id !== '', target: checkCanPostFx });
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

// A listing was submitted (or the draft abandoned): the next wizard visit asks again.
$mayPostUserId.reset(draftReset);
