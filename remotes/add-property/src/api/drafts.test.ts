import { describe, expect, it, rs } from '@rstest/core';
import { jsonResponse } from 'shared/testing';
import { DRAFT_ID, serverDraft } from '../test/renderStep';
import { basicDetails } from '../test/sections';
import { ensureDraft, fetchCurrentDraft, saveDraftSection } from './drafts';

const answer = (body: unknown, status = 200) =>
  rs.stubGlobal(
    'fetch',
    rs.fn(async () => jsonResponse(body, status)),
  );

describe('draft api calls', () => {
  it('reads "no draft" from GET /api/drafts/current', async () => {
    answer({ isSuccess: true, draft: null });
    expect(await fetchCurrentDraft()).toBeNull();
  });

  it('keeps the sections that pass their schema and empties one it cannot read', async () => {
    answer({
      isSuccess: true,
      message: 'ok',
      draft: {
        ...serverDraft({ basicDetails }),
        sections: { basicDetails, pricingDetails: { price: 'lots' } },
      },
    });
    const draft = await ensureDraft();
    expect(draft._id).toBe(DRAFT_ID);
    expect(draft.sections.basicDetails).toEqual(basicDetails);
    expect(draft.sections.pricingDetails).toBeNull();
    expect(draft.sections.locationDetails).toBeNull();
  });

  it("rejects with the server's message and status on a refusal", async () => {
    answer(
      { isSuccess: false, message: 'pincode 110001 is not in Maharashtra', code: 'VALIDATION' },
      400,
    );
    await expect(saveDraftSection(DRAFT_ID, 'basicDetails', basicDetails)).rejects.toMatchObject({
      message: 'pincode 110001 is not in Maharashtra',
      status: 400,
    });
  });

  it('rejects an answer that is not a draft', async () => {
    answer({ isSuccess: true, draft: { title: 'no id' } });
    await expect(ensureDraft()).rejects.toMatchObject({ code: 'INVALID_ANSWER' });
  });
});
