import { describe, expect, it, rs } from '@rstest/core';
import { allSettled, createWatch, fork } from 'effector';
import type { SubmitDraftAnswer } from 'shared/contracts/drafts';
import {
  $addPropertyDraft,
  $draftServerId,
  type DraftSectionName,
  initialDraft,
} from 'shared/drafts';
import { $navigator } from 'shared/navigation';
import { notifyErrorFx, notifyInfoFx, notifySuccessFx } from 'shared/ui/notify';
import { $unsyncedSections, connectionRestored } from '../draft/model';
import { DRAFT_ID, draftWith } from '../test/renderStep';
import {
  basicDetails,
  locationDetails,
  mediaUpload,
  pricingDetails,
  profileDetails,
} from '../test/sections';
import { $submitError, submitClicked, submitDraftFx } from './model';

const complete = draftWith({
  basicDetails,
  locationDetails,
  profileDetails,
  mediaUpload,
  pricingDetails,
});

const sent: SubmitDraftAnswer = {
  isSuccess: true,
  message: 'Sent for review',
  property: { _id: '5f0c7d1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f', status: 'pending-review' },
  flags: [],
};

type Options = {
  answer?: () => Promise<SubmitDraftAnswer>;
  draftId?: string | null;
  unsynced?: DraftSectionName[];
};

function submitScope({
  answer = async () => sent,
  draftId = DRAFT_ID,
  unsynced = [],
}: Options = {}) {
  const navigate = rs.fn();
  const toasts = { success: rs.fn(), error: rs.fn(), info: rs.fn() };
  const submit = rs.fn(answer);
  const scope = fork({
    values: [
      [$addPropertyDraft, complete],
      [$draftServerId, draftId],
      [$unsyncedSections, unsynced],
      [$navigator, navigate],
    ],
    handlers: [
      [submitDraftFx, submit],
      [notifySuccessFx, toasts.success],
      [notifyErrorFx, toasts.error],
      [notifyInfoFx, toasts.info],
    ],
  });
  return { scope, navigate, toasts, submit };
}

const failure = (status: number, body: Record<string, unknown>) => () =>
  Promise.reject({ success: false, status, ...body });

describe('submitting the draft for review', () => {
  it('sends the draft, empties the wizard, says so and shows My Properties', async () => {
    const { scope, navigate, toasts, submit } = submitScope();
    await allSettled(submitClicked, { scope });
    expect(submit).toHaveBeenCalledWith(DRAFT_ID);
    expect(scope.getState($addPropertyDraft)).toEqual(initialDraft);
    expect(scope.getState($draftServerId)).toBeNull();
    expect(toasts.success).toHaveBeenCalledWith('Your property was sent for review');
    expect(navigate).toHaveBeenCalledWith('/my-properties', {
      state: undefined,
      replace: undefined,
    });
    expect(scope.getState($submitError)).toBeNull();
  });

  it('goes to the step the api names as incomplete, with its message, keeping the draft', async () => {
    const { scope, navigate, toasts } = submitScope({
      answer: failure(400, {
        code: 'DRAFT_INCOMPLETE',
        section: 'mediaUpload',
        message: 'Media: 1 file is still being processed. Wait a moment and submit again.',
      }),
    });
    await allSettled(submitClicked, { scope });
    expect(toasts.error).toHaveBeenCalledWith(
      'Media: 1 file is still being processed. Wait a moment and submit again.',
    );
    expect(navigate).toHaveBeenCalledWith('/add-property/media', expect.anything());
    expect(scope.getState($addPropertyDraft)).toEqual(complete);
  });

  it('sends a refused owner to the plan page with the reason (403)', async () => {
    const { scope, navigate, toasts } = submitScope({
      answer: failure(403, {
        code: 'FORBIDDEN',
        reason: 'QUOTA_EXHAUSTED',
        message: 'You have used all 2 listings of your plan',
      }),
    });
    await allSettled(submitClicked, { scope });
    expect(toasts.info).toHaveBeenCalledWith('You have used all 2 listings of your plan');
    expect(navigate).toHaveBeenCalledWith('/subscriptions/plan', {
      state: { reason: 'You have used all 2 listings of your plan', code: 'QUOTA_EXHAUSTED' },
      replace: undefined,
    });
    expect(scope.getState($addPropertyDraft)).toEqual(complete);
  });

  it("says the spec's 'Please subscribe' for a missing plan", async () => {
    const { scope, toasts } = submitScope({
      answer: failure(403, {
        reason: 'NO_SUBSCRIPTION',
        message: 'No active subscription or subscription expired',
      }),
    });
    await allSettled(submitClicked, { scope });
    expect(toasts.info).toHaveBeenCalledWith('Please subscribe to post more properties.');
  });

  it('says what happened and what to do on any other failure, and keeps everything', async () => {
    const { scope, navigate } = submitScope({
      answer: failure(503, { message: 'The database is not answering' }),
    });
    await allSettled(submitClicked, { scope });
    expect(scope.getState($submitError)).toBe(
      'Your property was not sent: The database is not answering. Everything you entered is kept. Check your connection and press Submit for review again.',
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(scope.getState($addPropertyDraft)).toEqual(complete);
    expect(scope.getState($draftServerId)).toBe(DRAFT_ID);
  });

  it('first sends the steps kept only on this device, and asks to submit again', async () => {
    const { scope, submit } = submitScope({ unsynced: ['pricingDetails'] });
    const flushed = rs.fn();
    createWatch({ unit: connectionRestored, fn: flushed, scope });
    await allSettled(submitClicked, { scope });
    expect(submit).not.toHaveBeenCalled();
    expect(flushed).toHaveBeenCalled();
    expect(scope.getState($submitError)).toBe(
      'Some steps are saved only on this device. We are sending them now; press Submit for review again in a moment.',
    );
  });

  it('does not submit a draft the server does not have yet', async () => {
    const { scope, submit } = submitScope({ draftId: null });
    await allSettled(submitClicked, { scope });
    expect(submit).not.toHaveBeenCalled();
    expect(scope.getState($submitError)).toMatch(/not saved on the server yet/);
  });
});
