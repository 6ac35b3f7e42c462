import { fork, type Scope } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { type ReactNode, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { $auth } from 'shared/auth';
import {
  $addPropertyDraft,
  $draftServerId,
  type AddPropertyDraft,
  DRAFT_SECTIONS,
} from 'shared/drafts';
import { $navigator } from 'shared/navigation';
import { notifyErrorFx, notifyInfoFx, notifySuccessFx } from 'shared/ui/notify';
import type { ServerDraft } from '../api/draftContract';
import { $entryState } from '../draft/model';
import LocationStep from '../exposed/LocationStep';
import MediaStep from '../exposed/MediaStep';
import PricingStep from '../exposed/PricingStep';
import ProfileStep from '../exposed/ProfileStep';
import { postingTexts } from '../postingTexts';
import { BasicDetailsForm } from '../steps/basic/BasicDetailsForm';
import { WizardPathsContext } from '../wizard';
import { EditReview } from './EditReview';
import { editPath } from './model';

// The first step's form, not its exposed module: a chunk of that module's own in this page's
// chunk group would make the federation manifest list this page's files as the first step's,
// and the shell preloads those when Post Property is pressed (README "First step budget").
const STEPS = [BasicDetailsForm, LocationStep, ProfileStep, MediaStep, PricingStep];

/** `?step=2` is a step form, `?step=review` the review with Save changes; else the first step. */
export function editViewOf(search: string): number | 'review' {
  const step = new URLSearchParams(search).get('step');
  if (step === 'review') return 'review';
  const index = Number(step);
  return Number.isInteger(index) && index >= 0 && index < STEPS.length ? index : 0;
}

function draftOf(sections: ServerDraft['sections']): AddPropertyDraft {
  const draft = {} as Record<string, unknown>;
  for (const name of DRAFT_SECTIONS) {
    draft[name] = { loading: false, error: null, data: sections[name] };
  }
  return draft as AddPropertyDraft;
}

type Props = {
  propertyId: string;
  draft: ServerDraft;
  /** The review's Save changes and its state, from the page's own scope. */
  review: { save: () => void; saving: boolean; error: string | null };
  children?: ReactNode;
};

/**
 * The step forms of the wizard on the edit draft. They read and save "the" draft model, so they
 * run in a scope of their own holding the edit draft: the new-listing draft (the page's scope,
 * kept in local storage) is neither shown nor overwritten, and this scope writes no storage
 * (its persistence never started). Toasts and navigation go through the page's scope.
 */
export function EditSession({ propertyId, draft, review, children }: Props) {
  const [auth, navigator, notifySuccess, notifyError, notifyInfo] = useUnit([
    $auth,
    $navigator,
    notifySuccessFx,
    notifyErrorFx,
    notifyInfoFx,
  ]);
  const { search } = useLocation();
  const title = postingTexts.useT()('edit.title');
  const view = editViewOf(search);
  // One scope per edit draft: later changes to the page's session must not reset the forms.
  const scope: Scope = useMemo(
    () =>
      fork({
        values: [
          [$auth, auth],
          [$navigator, navigator],
          [$addPropertyDraft, draftOf(draft.sections)],
          [$draftServerId, draft._id],
          // The draft is known: the wizard's entry (which finds the new-listing draft) is skipped.
          [$entryState, 'ready'],
        ],
        handlers: [
          [notifySuccessFx, (message: string) => notifySuccess(message)],
          [notifyErrorFx, (message: string) => notifyError(message)],
          [notifyInfoFx, (message: string) => notifyInfo(message)],
        ],
      }),
    [draft._id],
  );
  const paths = useMemo(
    () => ({
      step: (index: number) => editPath(propertyId, index),
      afterLast: editPath(propertyId, 'review'),
      title,
    }),
    [propertyId, title],
  );
  const Step = view === 'review' ? null : STEPS[view];
  return (
    <Provider value={scope}>
      <WizardPathsContext.Provider value={paths}>
        {children}
        {Step ? (
          <Step />
        ) : (
          <EditReview propertyId={propertyId} waiting={draft.submittedAt !== null} {...review} />
        )}
      </WizardPathsContext.Provider>
    </Provider>
  );
}
