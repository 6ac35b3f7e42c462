import { describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { Route, Routes } from 'react-router-dom';
import { $auth } from 'shared/auth';
import type { SubmitDraftAnswer } from 'shared/contracts/drafts';
import type { ListingDetail } from 'shared/contracts/listings';
import { $addPropertyDraft, $draftServerId, type AddPropertyDraft } from 'shared/drafts';
import { expectLocation, renderWithProviders, signedIn } from 'shared/testing';
import { ensureDraftFx, fetchCurrentDraftFx, saveDraftSectionFx } from '../draft/model';
import { submitDraftFx } from '../submit/model';
import { DRAFT_ID, draftWith, serverDraft } from '../test/renderStep';
import {
  basicDetails,
  locationDetails,
  mediaUpload,
  pricingDetails,
  profileDetails,
} from '../test/sections';
import { loadListingPreview } from './loadListingPreview';
import { fetchPreviewMediaFx } from './model';
import { PreviewStep } from './PreviewStep';

// The listing remote's view arrives through federation in the browser; here a stand-in that
// shows what it was given.
rs.mock('./loadListingPreview', () => ({
  loadListingPreview: rs.fn(async () => ({
    default: ({ listing }: { listing: ListingDetail }) => (
      <p>
        Listing view of {listing.title}, {listing.media.length} photos
      </p>
    ),
  })),
}));

const sections = { basicDetails, locationDetails, profileDetails, mediaUpload, pricingDetails };
const complete = draftWith(sections);

const sent: SubmitDraftAnswer = {
  isSuccess: true,
  message: 'Sent for review',
  property: { _id: '5f0c7d1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f', status: 'pending-review' },
  flags: [],
};

function renderPreview(
  draft: AddPropertyDraft = complete,
  submit: () => Promise<SubmitDraftAnswer> = async () => sent,
) {
  const submitHandler = rs.fn(submit);
  const scope = fork({
    values: [
      [$auth, signedIn()],
      [$addPropertyDraft, draft],
      [$draftServerId, DRAFT_ID],
    ],
    handlers: [
      [fetchCurrentDraftFx, async () => null],
      [ensureDraftFx, async () => serverDraft(sections)],
      [saveDraftSectionFx, async () => serverDraft(sections)],
      [submitDraftFx, submitHandler],
      [
        fetchPreviewMediaFx,
        async (ids: string[]) =>
          Object.fromEntries(
            ids.map((id) => [
              id,
              {
                _id: id,
                kind: 'image' as const,
                status: 'ready' as const,
                url: `/api/media-files/${id}/1280.webp`,
                srcSet: null,
                width: 1280,
                height: 960,
                placeholder: null,
              },
            ]),
          ),
      ],
    ],
  });
  renderWithProviders(
    <Routes>
      <Route path="/add-property/pricing" element={<PreviewStep />} />
      <Route path="*" element={<p>another page</p>} />
    </Routes>,
    { scope, at: '/add-property/pricing?view=preview' },
  );
  return { scope, submitHandler };
}

describe('preview and submit', () => {
  it("shows the quality score, what would raise it, and the listing remote's view of the draft", async () => {
    renderPreview();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Preview and submit' }),
    ).toBeTruthy();
    const quality = screen.getByRole('region', { name: 'Listing quality' });
    expect(within(quality).getByRole('meter', { name: 'Listing quality score' })).toBeTruthy();
    const photos = within(quality).getByRole('link', { name: 'Add at least 5 photos (2 added)' });
    expect(photos.getAttribute('href')).toBe('/add-property/media');
    expect(
      within(quality).getByRole('link', {
        name: 'Write a description of at least 150 characters (58 so far)',
      }),
    ).toBeTruthy();
    const preview = screen.getByRole('region', { name: 'Preview of your listing' });
    expect(
      await within(preview).findByText('Listing view of 2 BHK apartment in Baner, 2 photos'),
    ).toBeTruthy();
    expect(document.title).toBe('Post a property: Preview and submit | PropertyMarket');
  });

  it('submits for review and shows My Properties', async () => {
    const { submitHandler } = renderPreview();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Your property was sent for review')).toBeTruthy();
    await expectLocation('/my-properties');
    expect(submitHandler).toHaveBeenCalledWith(DRAFT_ID);
  });

  it('says why a submit failed and keeps the preview to try again', async () => {
    renderPreview(complete, () =>
      Promise.reject({ success: false, status: 500, message: 'Something went wrong' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(
      await screen.findByText(
        'Your property was not sent: Something went wrong. Everything you entered is kept. Check your connection and press Submit for review again.',
      ),
    ).toBeTruthy();
    await expectLocation('/add-property/pricing?view=preview');
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeTruthy();
  });

  it('goes back to the pricing form', async () => {
    renderPreview();
    fireEvent.click(await screen.findByRole('button', { name: 'Back to pricing' }));
    await expectLocation('/add-property/pricing');
  });

  it('opens only when every step is complete (else the first incomplete step)', async () => {
    renderPreview(draftWith({ basicDetails, locationDetails, profileDetails, mediaUpload }));
    await expectLocation('/add-property/pricing');
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });

  it('offers Retry when the preview cannot be loaded, and still lets the owner submit', async () => {
    const load = rs.mocked(loadListingPreview);
    load.mockRejectedValueOnce(new Error('offline'));
    renderPreview();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText(/The preview could not be loaded/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeTruthy();
    fireEvent.click(retry);
    expect(
      await screen.findByText('Listing view of 2 BHK apartment in Baner, 2 photos'),
    ).toBeTruthy();
  });
});
