import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Route, Routes } from 'react-router-dom';
import { $auth } from 'shared/auth';
import type { SubmitDraftAnswer } from 'shared/contracts/drafts';
import type { ListingDetail } from 'shared/contracts/listings';
import { $addPropertyDraft, initialDraft } from 'shared/drafts';
import { expectLocation, jsonResponse, renderWithProviders, signedIn } from 'shared/testing';
import type { ServerDraft } from '../api/draftContract';
import { serverDraft } from '../test/renderStep';
import {
  basicDetails,
  locationDetails,
  mediaUpload,
  pricingDetails,
  profileDetails,
} from '../test/sections';
import { EditPropertyPage } from './EditPropertyPage';
import { openEditDraftFx, saveChangesFx } from './model';

rs.mock('../preview/loadListingPreview', () => ({
  loadListingPreview: async () => ({
    default: ({ listing }: { listing: ListingDetail }) => <p>Listing view of {listing.title}</p>,
  }),
}));

const PROPERTY_ID = '5f0c7d1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f';
const EDIT_DRAFT_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const sections = { basicDetails, locationDetails, profileDetails, mediaUpload, pricingDetails };
const editDraft = (overrides: Partial<ServerDraft> = {}): ServerDraft => ({
  ...serverDraft(sections),
  _id: EDIT_DRAFT_ID,
  propertyId: PROPERTY_ID,
  ...overrides,
});
const saved: SubmitDraftAnswer = {
  isSuccess: true,
  message: 'Sent for review',
  property: { _id: PROPERTY_ID, status: 'active' },
  flags: [],
};

afterEach(() => {
  rs.restoreAllMocks();
});

function renderEdit(
  view: string,
  open: () => Promise<ServerDraft> = async () => editDraft(),
  save: () => Promise<SubmitDraftAnswer> = async () => saved,
) {
  // The step forms' calls (media answers, section PUTs) in the edit draft's own scope.
  const fetchSpy = rs
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => jsonResponse({ isSuccess: false, message: 'Not here' }, 404));
  const handlers = { open: rs.fn(open), save: rs.fn(save) };
  const scope = fork({
    values: [
      [$auth, signedIn()],
      [$addPropertyDraft, initialDraft],
    ],
    handlers: [
      [openEditDraftFx, handlers.open],
      [saveChangesFx, handlers.save],
    ],
  });
  renderWithProviders(
    <Routes>
      <Route path="/my-properties/edit/:propertyId" element={<EditPropertyPage />} />
      <Route path="*" element={<p>another page</p>} />
    </Routes>,
    { scope, at: `/my-properties/edit/${PROPERTY_ID}${view}` },
  );
  return { scope, handlers, fetchSpy, user: userEvent.setup() };
}

describe('/my-properties/edit/{propertyId}', () => {
  it("opens the listing's edit draft in the wizard's step forms, prefilled", async () => {
    const { handlers, scope } = renderEdit('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Basic details' })).toBeTruthy();
    expect(handlers.open).toHaveBeenCalledWith(PROPERTY_ID);
    const title = (await screen.findByRole('textbox', { name: /Title/ })) as HTMLInputElement;
    expect(title.value).toBe('2 BHK apartment in Baner');
    expect(screen.getByText(/Saving sends your changes for review/)).toBeTruthy();
    expect(document.title).toBe('Edit property | PropertyMarket');
    // The new-listing draft of the page is not touched.
    expect(scope.getState($addPropertyDraft)).toEqual(initialDraft);
  });

  it('moves between the steps at its own URL (the indicator links to ?step=)', async () => {
    renderEdit('?step=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    const steps = screen.getByRole('navigation', { name: 'Steps to post your property' });
    expect(
      within(steps).getByRole('link', { name: 'Location, completed' }).getAttribute('href'),
    ).toBe(`/my-properties/edit/${PROPERTY_ID}?step=1`);
  });

  it('reviews the listing as buyers will see it and saves the changes for review', async () => {
    const { handlers } = renderEdit('?step=review');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit your property' }),
    ).toBeTruthy();
    expect(await screen.findByText('Listing view of 2 BHK apartment in Baner')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Listing quality' })).toBeTruthy();
    expect(screen.getByText(/buyers keep seeing the current version of your listing/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes were sent for review')).toBeTruthy();
    await expectLocation('/my-properties');
    expect(handlers.save).toHaveBeenCalledWith(EDIT_DRAFT_ID);
  });

  it('says a revision already waits for review', async () => {
    renderEdit('?step=review', async () => editDraft({ submittedAt: '2026-11-22T10:00:00.000Z' }));
    expect(await screen.findByText(/waiting for review. Saving again replaces them/)).toBeTruthy();
  });

  it('says why Save changes failed and keeps the changes', async () => {
    renderEdit('?step=review', undefined, () =>
      Promise.reject({ success: false, status: 503, message: 'The database is not answering' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'Your changes were not sent: The database is not answering. They are kept. Check your connection and press Save changes again.',
      ),
    ).toBeTruthy();
    await expectLocation(`/my-properties/edit/${PROPERTY_ID}?step=review`);
  });

  it("says another owner's or a deleted listing cannot be edited (404), without a Retry", async () => {
    renderEdit('', () => Promise.reject({ success: false, status: 404, message: 'Not found' }));
    expect(
      await screen.findByText(
        /This listing cannot be edited: it is not one of your listings, or it no longer exists./,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Properties' }).getAttribute('href')).toBe(
      '/my-properties',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit property' })).toBeTruthy();
  });

  it('says when the listing cannot be opened, and Retry opens it', async () => {
    let attempt = 0;
    renderEdit('', async () => {
      attempt += 1;
      if (attempt === 1) throw { success: false, status: 503, message: 'The server is busy' };
      return editDraft();
    });
    expect(
      await screen.findByText(
        'Your listing could not be opened: The server is busy. Check your connection and press Retry.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit property' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Basic details' })).toBeTruthy();
  });
});
