import { describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { renderWithProviders } from 'shared/testing';
import { fetchListingFx, fetchSimilarFx } from '../api/listings';
import { countViewFx } from '../details/countView';
import PropertyPreview from '../exposed/PropertyPreview';
import { detail } from '../test/fixtures';

describe('property preview (exposed for the add-property wizard)', () => {
  it("renders the detail page's view of the given listing, with a Preview banner and no actions", () => {
    const fetchListing = rs.fn(async () => detail());
    const fetchSimilar = rs.fn(async () => []);
    const countView = rs.fn();
    const scope = fork({
      handlers: [
        [fetchListingFx, fetchListing],
        [fetchSimilarFx, fetchSimilar],
        [countViewFx, countView],
      ],
    });
    const listing = detail({ title: 'Sunny 2 BHK in Kothrud', amenities: ['lift', 'gym'] });
    renderWithProviders(<PropertyPreview listing={listing} />, { scope });

    const article = screen.getByRole('article', { name: 'Sunny 2 BHK in Kothrud' });
    expect(within(article).getByText('Preview')).toBeTruthy();
    expect(
      within(article).getByText(/This is how your listing will look to the public/),
    ).toBeTruthy();
    expect(within(article).getByRole('heading', { level: 2, name: 'Key facts' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Amenities' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lift', 'Gym']);
    for (const action of [/Contact/, /favourite/i, 'Share', 'Request images']) {
      expect(screen.queryByRole('button', { name: action })).toBeNull();
    }
    expect(screen.queryByRole('heading', { name: 'Similar properties' })).toBeNull();
    expect(fetchListing).not.toHaveBeenCalled();
    expect(fetchSimilar).not.toHaveBeenCalled();
    expect(countView).not.toHaveBeenCalled();
  });

  it('shows the banner it is given instead of the Preview one', () => {
    const listing = detail({ title: 'Sunny 2 BHK in Kothrud' });
    renderWithProviders(
      <PropertyPreview listing={listing} banner={<p>Live now: buyers see it like this</p>} />,
      { scope: fork() },
    );
    const article = screen.getByRole('article', { name: 'Sunny 2 BHK in Kothrud' });
    expect(within(article).getByText('Live now: buyers see it like this')).toBeTruthy();
    expect(within(article).queryByText('Preview')).toBeNull();
  });
});
