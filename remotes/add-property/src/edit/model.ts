import { createEffect, createEvent, createStore, sample } from 'effector';
import { navigateFx } from 'shared/navigation';
import { notifyErrorFx, notifySuccessFx } from 'shared/ui/notify';
import type { ServerDraft } from '../api/draftContract';
import { postingTexts } from '../postingTexts';
import { submitDraft } from '../submit/api';
import { type SubmitFailure, sentence, submitFailure } from '../submit/outcome';
import { WIZARD_STEPS } from '../wizard';
import { openEditDraft } from './api';

export const MY_PROPERTIES = '/my-properties';

/** The edit page's URLs: a step of the form (0-4) or the review with Save changes. */
export const editPath = (propertyId: string, view: number | 'review') =>
  `/my-properties/edit/${encodeURIComponent(propertyId)}?step=${view}`;

export type EditLoad =
  | { kind: 'loading' }
  | { kind: 'ready'; draft: ServerDraft }
  | { kind: 'failed'; message: string }
  /** 404 (another owner's, deleted) or 400 (not an id): Retry cannot help. */
  | { kind: 'missing' };

// UI events
export const editPageOpened = createEvent<string>();
export const editRetryClicked = createEvent();
export const saveChangesClicked = createEvent();

// effects
export const openEditDraftFx = createEffect(openEditDraft);
export const saveChangesFx = createEffect(submitDraft);

// data
const $propertyId = createStore<string | null>(null).on(editPageOpened, (_, id) => id);
export const $editLoad = createStore<EditLoad>({ kind: 'loading' })
  .on(openEditDraftFx, () => ({ kind: 'loading' }))
  .on(openEditDraftFx.doneData, (_, draft) => ({ kind: 'ready', draft }))
  .on(openEditDraftFx.failData, (_, error): EditLoad => {
    const status = (error as { status?: unknown } | null)?.status;
    if (status === 404 || status === 400) return { kind: 'missing' };
    return {
      kind: 'failed',
      message: sentence(submitFailure(error, postingTexts.t('submit.noAnswer')).message),
    };
  });
/** Why Save changes did not go, with what to do; null when there is nothing to say. */
export const $saveError = createStore<string | null>(null);

// logic
sample({ clock: editPageOpened, target: openEditDraftFx });
sample({ clock: editRetryClicked, source: $propertyId, filter: Boolean, target: openEditDraftFx });

const draftToSave = sample({
  clock: saveChangesClicked,
  source: { load: $editLoad, pending: saveChangesFx.pending },
  filter: ({ load, pending }) => load.kind === 'ready' && !pending,
  fn: ({ load }) => (load.kind === 'ready' ? load.draft._id : ''),
});
sample({ clock: draftToSave, target: saveChangesFx });
$saveError.on(saveChangesFx, () => null);

sample({
  clock: saveChangesFx.done,
  fn: () => postingTexts.t('edit.saved'),
  target: notifySuccessFx,
});
sample({ clock: saveChangesFx.done, fn: () => ({ to: MY_PROPERTIES }), target: navigateFx });

const failed = sample({
  clock: saveChangesFx.failData,
  fn: (error): SubmitFailure => submitFailure(error, postingTexts.t('submit.noAnswer')),
});
const incomplete = sample({
  clock: failed,
  source: $propertyId,
  filter: (id, failure) => id !== null && failure.kind === 'incomplete' && failure.section !== null,
  fn: (id, failure) => ({
    id: id as string,
    step: WIZARD_STEPS.findIndex(
      (entry) => failure.kind === 'incomplete' && entry.section === failure.section,
    ),
    message: failure.message,
  }),
});
sample({ clock: incomplete, fn: ({ message }) => message, target: notifyErrorFx });
sample({
  clock: incomplete,
  fn: ({ id, step }) => ({ to: editPath(id, step) }),
  target: navigateFx,
});
$saveError.on(failed, (_, failure) =>
  failure.kind === 'incomplete' && failure.section !== null
    ? null
    : postingTexts.t('edit.notSaved', { reason: sentence(failure.message) }),
);
