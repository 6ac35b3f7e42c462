import { describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $addPropertyDraft, $draftServerId, initialDraft } from 'shared/drafts';
import { DRAFT_ID, draftWith, serverDraft } from '../test/renderStep';
import { basicDetails, locationDetails } from '../test/sections';
import {
  $entryState,
  $unsyncedSections,
  connectionRestored,
  ensureDraftFx,
  fetchCurrentDraftFx,
  saveDraftSectionFx,
  saveStepFx,
  wizardOpened,
} from './model';

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

function scopeWith(
  draft = initialDraft,
  draftId: string | null = null,
  handlers: {
    current?: () => Promise<unknown>;
    ensure?: () => Promise<unknown>;
    save?: (params: unknown) => Promise<unknown>;
  } = {},
) {
  const current = rs.fn(handlers.current ?? (async () => null));
  const ensure = rs.fn(handlers.ensure ?? (async () => serverDraft()));
  const save = rs.fn(handlers.save ?? (async () => serverDraft()));
  const scope = fork({
    values: [
      [$addPropertyDraft, draft],
      [$draftServerId, draftId],
    ],
    handlers: [
      [fetchCurrentDraftFx, current],
      [ensureDraftFx, ensure],
      [saveDraftSectionFx, save],
    ],
  });
  return { scope, current, ensure, save };
}

describe('draft sync on entering the wizard', () => {
  it('resumes the server draft when this device has none (another device)', async () => {
    const { scope, ensure } = scopeWith(initialDraft, null, {
      current: async () => serverDraft({ basicDetails, locationDetails }),
    });
    await allSettled(wizardOpened, { scope });
    expect(ensure).not.toHaveBeenCalled();
    expect(scope.getState($draftServerId)).toBe(DRAFT_ID);
    expect(scope.getState($addPropertyDraft)).toEqual(draftWith({ basicDetails, locationDetails }));
    expect(scope.getState($entryState)).toBe('ready');
  });

  it('starts empty when the server has no draft either', async () => {
    const { scope } = scopeWith();
    await allSettled(wizardOpened, { scope });
    expect(scope.getState($addPropertyDraft)).toEqual(initialDraft);
    expect(scope.getState($draftServerId)).toBeNull();
    expect(scope.getState($entryState)).toBe('ready');
  });

  it('ensures a server draft for this device and marks what the server lacks', async () => {
    const { scope, current, ensure } = scopeWith(
      draftWith({ basicDetails, locationDetails }),
      null,
      {
        ensure: async () => serverDraft({ basicDetails }),
      },
    );
    await allSettled(wizardOpened, { scope });
    await allSettled(wizardOpened, { scope });
    expect(current).not.toHaveBeenCalled();
    expect(ensure).toHaveBeenCalledTimes(1);
    expect(scope.getState($draftServerId)).toBe(DRAFT_ID);
    expect(scope.getState($unsyncedSections)).toEqual(['locationDetails']);
    expect(scope.getState($addPropertyDraft).basicDetails.data).toEqual(basicDetails);
  });

  it('goes on with this device when the server cannot be reached', async () => {
    const { scope } = scopeWith(draftWith({ basicDetails }), null, { ensure: offline });
    await allSettled(wizardOpened, { scope });
    expect(scope.getState($entryState)).toBe('ready');
    expect(scope.getState($addPropertyDraft).basicDetails.data).toEqual(basicDetails);
  });
});

describe('saving a step', () => {
  it('keeps the section in the model and sends it to the draft', async () => {
    const { scope, save } = scopeWith(initialDraft, DRAFT_ID);
    const { value: result } = await allSettled(saveStepFx, {
      scope,
      params: { section: 'basicDetails', data: basicDetails },
    });
    expect(result).toMatchObject({ outcome: { kind: 'saved' } });
    expect(save).toHaveBeenCalledWith({
      draftId: DRAFT_ID,
      saved: { section: 'basicDetails', data: basicDetails },
    });
    expect(scope.getState($addPropertyDraft).basicDetails).toEqual({
      loading: false,
      error: null,
      data: basicDetails,
    });
  });

  it('creates the server draft first when there is none yet', async () => {
    const { scope, ensure, save } = scopeWith();
    await allSettled(saveStepFx, {
      scope,
      params: { section: 'basicDetails', data: basicDetails },
    });
    expect(ensure).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(scope.getState($draftServerId)).toBe(DRAFT_ID);
  });

  it('offline: keeps the data here, says so, and sends it with the next Next', async () => {
    const { scope, save } = scopeWith(initialDraft, DRAFT_ID, { save: offline });
    const { value: result } = await allSettled(saveStepFx, {
      scope,
      params: { section: 'basicDetails', data: basicDetails },
    });
    expect(result).toMatchObject({ outcome: { kind: 'offline' } });
    expect(scope.getState($addPropertyDraft).basicDetails.data).toEqual(basicDetails);
    expect(scope.getState($unsyncedSections)).toEqual(['basicDetails']);

    save.mockImplementation(async () => serverDraft());
    await allSettled(saveStepFx, {
      scope,
      params: { section: 'locationDetails', data: locationDetails },
    });
    expect(
      save.mock.calls.map(([params]) => (params as { saved: { section: string } }).saved.section),
    ).toEqual(['basicDetails', 'basicDetails', 'locationDetails']);
    expect(scope.getState($unsyncedSections)).toEqual([]);
  });

  it('sends what waited when the browser is back online', async () => {
    const { scope, save } = scopeWith(initialDraft, DRAFT_ID, { save: offline });
    await allSettled(saveStepFx, {
      scope,
      params: { section: 'basicDetails', data: basicDetails },
    });
    save.mockImplementation(async () => serverDraft({ basicDetails }));
    await allSettled(connectionRestored, { scope });
    expect(save).toHaveBeenCalledTimes(2);
    expect(scope.getState($unsyncedSections)).toEqual([]);
  });

  it('a refusal clears that section in the model (the form keeps what was typed)', async () => {
    const { scope } = scopeWith(draftWith({ locationDetails }), DRAFT_ID, {
      save: () =>
        Promise.reject({
          success: false,
          message: 'pincode 110001 is not in Maharashtra',
          status: 400,
        }),
    });
    const { value: result } = await allSettled(saveStepFx, {
      scope,
      params: { section: 'locationDetails', data: locationDetails },
    });
    expect(result).toMatchObject({
      outcome: { kind: 'refused', message: 'pincode 110001 is not in Maharashtra' },
    });
    expect(scope.getState($addPropertyDraft).locationDetails).toEqual({
      loading: false,
      error: 'pincode 110001 is not in Maharashtra',
      data: null,
    });
    expect(scope.getState($unsyncedSections)).toEqual([]);
  });
});
