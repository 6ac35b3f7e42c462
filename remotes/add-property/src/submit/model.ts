import { createEffect, createEvent, createStore, sample } from 'effector';
import { $draftServerId, draftReset } from 'shared/drafts';
import { navigateFx } from 'shared/navigation';
import { notifyErrorFx, notifyInfoFx, notifySuccessFx } from 'shared/ui/notify';
import { $unsyncedSections, connectionRestored } from '../draft/model';
import { postingTexts } from '../postingTexts';
import { stepPath, WIZARD_STEPS } from '../wizard';
import { submitDraft } from './api';
import { type SubmitFailure, sentence, submitFailure } from './outcome';

export const MY_PROPERTIES = '/my-properties';
export const PLAN_PAGE = '/subscriptions/plan';
/** The api's words for "no plan" (spec §6 answers them with its own sentence). */
const NO_SUBSCRIPTION = 'No active subscription or subscription expired';

// UI events
export const submitClicked = createEvent();

// effects
export const submitDraftFx = createEffect(submitDraft);

// data
/** Why the last submit did not go, in words, with what to do; null when there is nothing to say. */
export const $submitError = createStore<string | null>(null);

// logic
const attempted = sample({
  clock: submitClicked,
  source: { draftId: $draftServerId, unsynced: $unsyncedSections, pending: submitDraftFx.pending },
  filter: ({ pending }) => !pending,
});
$submitError.on(attempted, (_, { draftId, unsynced }) => {
  if (unsynced.length > 0) return postingTexts.t('submit.unsynced');
  return draftId === null ? postingTexts.t('submit.noDraft') : null;
});
// Steps kept only on this device go first: the server submits what it has.
sample({
  clock: attempted,
  filter: ({ unsynced }) => unsynced.length > 0,
  fn: () => undefined,
  target: connectionRestored,
});
sample({
  clock: attempted,
  filter: ({ draftId, unsynced }) => draftId !== null && unsynced.length === 0,
  fn: ({ draftId }) => draftId as string,
  target: submitDraftFx,
});

// Sent: the wizard starts empty next time, and the owner sees the listing with its status.
sample({ clock: submitDraftFx.done, target: draftReset });
sample({
  clock: submitDraftFx.done,
  fn: () => postingTexts.t('submit.sent'),
  target: notifySuccessFx,
});
sample({ clock: submitDraftFx.done, fn: () => ({ to: MY_PROPERTIES }), target: navigateFx });

const failed = sample({
  clock: submitDraftFx.failData,
  fn: (error): SubmitFailure => submitFailure(error, postingTexts.t('submit.noAnswer')),
});

const incomplete = sample({
  clock: failed,
  filter: (failure) => failure.kind === 'incomplete',
  fn: (failure) => failure as Extract<SubmitFailure, { kind: 'incomplete' }>,
});
sample({ clock: incomplete, fn: ({ message }) => message, target: notifyErrorFx });
sample({
  clock: incomplete,
  filter: ({ section }) => section !== null,
  fn: ({ section }) => ({
    to: stepPath(WIZARD_STEPS.findIndex((step) => step.section === section)),
  }),
  target: navigateFx,
});
$submitError.on(incomplete, (_, { section, message }) => (section === null ? message : null));

const refused = sample({
  clock: failed,
  filter: (failure) => failure.kind === 'refused',
  fn: (failure) => failure as Extract<SubmitFailure, { kind: 'refused' }>,
});
const refusalText = ({ message, reason }: { message: string; reason: string }) =>
  reason === 'NO_SUBSCRIPTION' || message === NO_SUBSCRIPTION
    ? postingTexts.t('submit.subscribe')
    : message;
sample({ clock: refused, fn: refusalText, target: notifyInfoFx });
sample({
  clock: refused,
  fn: (refusal) => ({
    to: PLAN_PAGE,
    state: { reason: refusalText(refusal), code: refusal.reason },
  }),
  target: navigateFx,
});

$submitError.on(failed, (current, failure) =>
  failure.kind === 'failed'
    ? postingTexts.t('submit.failed', { reason: sentence(failure.message) })
    : current,
);
