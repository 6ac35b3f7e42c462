import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import {
  $addPropertyDraft,
  draftReset,
  draftSectionFailed,
  draftSectionSaved,
  draftSectionSubmitted,
  initialDraft,
} from './model';
import { basicDetails, locationDetails, mediaUpload, pricingDetails } from './test/sections';

describe('add-property draft', () => {
  it('marks a submitted section loading, then replaces it on success', async () => {
    const nashik = { ...locationDetails, city: 'Nashik', locality: 'Gangapur Road' };
    const scope = fork();
    await allSettled(draftSectionSubmitted, { scope, params: { section: 'locationDetails' } });
    expect(scope.getState($addPropertyDraft).locationDetails).toEqual({
      loading: true,
      error: null,
      data: null,
    });

    await allSettled(draftSectionSaved, {
      scope,
      params: { section: 'locationDetails', data: locationDetails },
    });
    await allSettled(draftSectionSaved, {
      scope,
      params: { section: 'locationDetails', data: nashik },
    });
    expect(scope.getState($addPropertyDraft)).toEqual({
      ...initialDraft,
      locationDetails: { loading: false, error: null, data: nashik },
    });
  });

  it('an error clears the data of that section only', async () => {
    const scope = fork();
    await allSettled(draftSectionSaved, {
      scope,
      params: { section: 'basicDetails', data: basicDetails },
    });
    await allSettled(draftSectionSaved, {
      scope,
      params: { section: 'pricingDetails', data: pricingDetails },
    });
    await allSettled(draftSectionFailed, {
      scope,
      params: { section: 'basicDetails', error: 'Title too short' },
    });
    const draft = scope.getState($addPropertyDraft);
    expect(draft.basicDetails).toEqual({ loading: false, error: 'Title too short', data: null });
    expect(draft.pricingDetails.data).toEqual(pricingDetails);
  });

  it('reset restores every section to empty', async () => {
    const scope = fork();
    await allSettled(draftSectionSaved, {
      scope,
      params: { section: 'mediaUpload', data: mediaUpload },
    });
    await allSettled(draftSectionFailed, {
      scope,
      params: { section: 'profileDetails', error: 'x' },
    });
    await allSettled(draftReset, { scope });
    expect(scope.getState($addPropertyDraft)).toEqual(initialDraft);
  });
});
