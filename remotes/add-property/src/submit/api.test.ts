import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { jsonResponse } from 'shared/testing';
import { submitDraft } from './api';

const DRAFT_ID = '7c1f3a52-9d4e-4b8a-a1c2-3e4f5a6b7c8d';

afterEach(() => {
  rs.restoreAllMocks();
});

describe('POST /api/drafts/{id}/submit', () => {
  it('answers the listing and its flags', async () => {
    const fetchSpy = rs.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({
        isSuccess: true,
        message: 'Sent for review',
        property: { _id: '5f0c7d1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f', status: 'pending-review' },
        flags: [{ kind: 'contact-details', detail: 'a phone number', relatedPropertyId: null }],
      }),
    );
    const answer = await submitDraft(DRAFT_ID);
    expect(answer.property.status).toBe('pending-review');
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/drafts/${DRAFT_ID}/submit`);
    expect(init.method).toBe('POST');
  });

  it('keeps the step a 400 DRAFT_INCOMPLETE names', async () => {
    rs.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse(
        {
          isSuccess: false,
          message: 'Location: the step is not complete',
          code: 'DRAFT_INCOMPLETE',
          section: 'locationDetails',
        },
        400,
      ),
    );
    await expect(submitDraft(DRAFT_ID)).rejects.toMatchObject({
      status: 400,
      code: 'DRAFT_INCOMPLETE',
      section: 'locationDetails',
      message: 'Location: the step is not complete',
    });
  });

  it("keeps the posting rule's reason of a 403", async () => {
    rs.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse(
        { isSuccess: false, message: 'Plan used up', code: 'FORBIDDEN', reason: 'QUOTA_EXHAUSTED' },
        403,
      ),
    );
    await expect(submitDraft(DRAFT_ID)).rejects.toMatchObject({
      status: 403,
      reason: 'QUOTA_EXHAUSTED',
      message: 'Plan used up',
    });
  });
});
