import { rs } from '@rstest/core';
import userEvent from '@testing-library/user-event';
import { createWatch, fork } from 'effector';
import { Route, Routes } from 'react-router-dom';
import { $auth, type AuthState, loginRequested } from 'shared/auth';
import type { ContactOwnerAnswer, ListingCard, ListingDetail } from 'shared/contracts/listings';
import { renderWithProviders } from 'shared/testing';
import { fetchListingFx, fetchSimilarFx } from '../api/listings';
import {
  contactOwnerFx,
  fetchFavouriteIdsFx,
  requestImagesFx,
  setFavouriteFx,
} from '../api/userActions';
import { countViewFx, type ViewReport } from '../details/countView';
import { PropertyDetailsPage } from '../details/page';

type Options = {
  listing?: (id: string) => Promise<ListingDetail>;
  similar?: ListingCard[];
  auth?: AuthState;
  contact?: () => Promise<ContactOwnerAnswer>;
};

/** The detail route as the shell mounts it, with every api call faked. */
export function renderDetails(id: string, options: Options = {}) {
  const handlers = {
    listing: rs.fn(options.listing ?? (async () => Promise.reject({ code: 'NOT_FOUND' }))),
    similar: rs.fn(async () => options.similar ?? []),
    contact: rs.fn(
      options.contact ??
        (async () => ({ isSuccess: true as const, message: 'Sent', leadId: id, created: true })),
    ),
    requestImages: rs.fn(async () => ({ message: 'The owner will add more photos' })),
    favourites: rs.fn(async () => [] as string[]),
    setFavourite: rs.fn(async () => ({ isFavourite: true, message: 'Added' })),
    countView: rs.fn((_report: ViewReport) => undefined),
  };
  const scope = fork({
    values: options.auth ? [[$auth, options.auth]] : [],
    handlers: [
      [fetchListingFx, handlers.listing],
      [fetchSimilarFx, handlers.similar],
      [contactOwnerFx, handlers.contact],
      [requestImagesFx, handlers.requestImages],
      [fetchFavouriteIdsFx, handlers.favourites],
      [setFavouriteFx, handlers.setFavourite],
      [countViewFx, handlers.countView],
    ],
  });
  const loginAsked = rs.fn();
  createWatch({ unit: loginRequested, fn: loginAsked, scope });
  const view = renderWithProviders(
    <Routes>
      <Route path="/property/details/:propertyId" element={<PropertyDetailsPage />} />
    </Routes>,
    { scope, at: `/property/details/${id}` },
  );
  return { ...view, handlers, loginAsked, user: userEvent.setup() };
}
