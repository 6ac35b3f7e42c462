import { describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { card, detail, loggedIn } from '../test/fixtures';
import { renderDetails } from '../test/renderDetails';

function factValue(term: string): string | null | undefined {
  const terms = screen.getAllByRole('term');
  return terms.find((node) => node.textContent === term)?.nextElementSibling?.textContent;
}

describe('property details', () => {
  it('shows the title, price, key facts, amenities, RERA id, location and similar listings', async () => {
    const listing = detail();
    renderDetails(listing._id, {
      listing: async () => listing,
      similar: [card({ title: 'Another flat nearby' })],
    });
    await screen.findByRole('heading', { level: 1, name: listing.title });
    expect(document.title).toBe('3 BHK apartment in Baner, Pune | PropertyMarket');
    expect(factValue('Price')).toBe('₹ 1.25 Crore');
    expect(factValue('Price per sq.ft')).toBe('₹ 10,000 / sq.ft');
    expect(factValue('Carpet area')).toBe('1,000 sq.ft');
    expect(factValue('Floor')).toBe('7 of 14');
    expect(factValue('Bedrooms')).toBe('3 BHK');
    expect(factValue('Posted by')).toBe('Ravi Kumar (Owner)');
    const amenities = screen.getByRole('list', { name: 'Amenities' });
    expect(
      within(amenities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lift', 'Gym', 'Power backup']);
    expect(screen.getByText('RERA registration P52100012345 (Maharashtra)')).toBeTruthy();
    expect(screen.getByText(/18\.559° N, 73\.786° E/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in a map' }).getAttribute('href')).toContain(
      'mlat=18.559',
    );
    expect(await screen.findByRole('link', { name: 'Another flat nearby' })).toBeTruthy();
  });

  it('counts one view once the listing shows', async () => {
    const listing = detail();
    const { handlers } = renderDetails(listing._id, { listing: async () => listing });
    await screen.findByRole('heading', { level: 1, name: listing.title });
    expect(handlers.countView).toHaveBeenCalledTimes(1);
    expect(handlers.countView).toHaveBeenCalledWith({ propertyId: listing._id, token: null });
  });

  it('reports a logged-in user’s view with their access token (so an owner’s own visit is left out)', async () => {
    const listing = detail();
    const { handlers } = renderDetails(listing._id, {
      listing: async () => listing,
      auth: loggedIn,
    });
    await screen.findByRole('heading', { level: 1, name: listing.title });
    expect(handlers.countView).toHaveBeenCalledTimes(1);
    expect(handlers.countView).toHaveBeenCalledWith({
      propertyId: listing._id,
      token: 'access-token',
    });
  });

  it('counts no view of an unknown listing', async () => {
    const { handlers } = renderDetails('00000000-0000-4000-8000-00000000dead');
    await screen.findByRole('heading', { name: 'This property is not available' });
    expect(handlers.countView).not.toHaveBeenCalled();
  });

  it('gives the building age in words that agree with the number', async () => {
    const listing = detail({ ageYears: 1 });
    renderDetails(listing._id, { listing: async () => listing });
    await screen.findByRole('heading', { level: 1, name: listing.title });
    expect(factValue('Possession')).toBe('Ready to move, 1 year old');
  });

  it('says plainly when the listing is unknown or no longer active', async () => {
    const { handlers } = renderDetails('00000000-0000-4000-8000-00000000dead');
    await screen.findByRole('heading', { name: 'This property is not available' });
    expect(document.title).toBe('Property not available | PropertyMarket');
    expect(screen.getByRole('link', { name: 'Browse properties' }).getAttribute('href')).toBe(
      '/property-listing',
    );
    expect(handlers.listing).toHaveBeenCalledWith('00000000-0000-4000-8000-00000000dead');
  });

  it('says a malformed id is not available, without a Retry that cannot help', async () => {
    const { handlers } = renderDetails('does-not-exist', {
      listing: async () =>
        Promise.reject({
          success: false,
          status: 400,
          code: 'VALIDATION',
          message: 'Invalid request: params.id: must be a valid id',
        }),
    });
    await screen.findByRole('heading', { name: 'This property is not available' });
    expect(screen.queryByText(/Invalid request/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(handlers.listing).toHaveBeenCalledWith('does-not-exist');
  });

  it('offers Retry when loading fails for another reason', async () => {
    const listing = detail();
    let calls = 0;
    const { user } = renderDetails(listing._id, {
      listing: async () => {
        calls += 1;
        if (calls === 1) throw { success: false, message: 'Server is busy' };
        return listing;
      },
    });
    await screen.findByText('Server is busy');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { level: 1, name: listing.title });
  });

  it('moves through the photos with the buttons and the arrow keys', async () => {
    const listing = detail();
    const { user } = renderDetails(listing._id, { listing: async () => listing });
    const gallery = await screen.findByRole('region', { name: `Photos of ${listing.title}` });
    expect(within(gallery).getByRole('img').getAttribute('alt')).toBe('Living room');
    await user.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(within(gallery).getByRole('img').getAttribute('alt')).toBe('Kitchen');
    expect(within(gallery).getByText('Photo 2 of 2')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(within(gallery).getByRole('img').getAttribute('alt')).toBe('Living room');
    await user.keyboard('{ArrowLeft}');
    expect(within(gallery).getByRole('img').getAttribute('alt')).toBe('Kitchen');
  });

  it('names an uncaptioned photo by the title first, then its place in the gallery', async () => {
    const listing = detail();
    const uncaptioned = listing.media.map((item) => ({ ...item, caption: null }));
    const titled = { ...listing, title: '2 BHK Apartment in Andheri West', media: uncaptioned };
    const { user } = renderDetails(listing._id, { listing: async () => titled });
    const gallery = await screen.findByRole('region', { name: `Photos of ${titled.title}` });
    await user.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(
      within(gallery).getByRole('img', { name: '2 BHK Apartment in Andheri West, photo 2 of 2' }),
    ).toBeTruthy();
  });

  it('computes the EMI from 80% of the price and updates it as the rate changes', async () => {
    const listing = detail();
    const { user } = renderDetails(listing._id, { listing: async () => listing });
    const emi = await screen.findByRole('region', { name: 'EMI calculator' });
    expect(
      (within(emi).getByRole('spinbutton', { name: 'Loan amount (₹)' }) as HTMLInputElement).value,
    ).toBe('10000000');
    // 1 crore at 8.5% for 20 years.
    expect(within(emi).getByText('₹86,782')).toBeTruthy();
    const rate = within(emi).getByRole('spinbutton', { name: 'Interest rate (% a year)' });
    await user.clear(rate);
    await user.type(rate, '0');
    // No interest: the loan spread over 240 months.
    expect(within(emi).getByText('₹41,667')).toBeTruthy();
    expect(within(emi).getByText('₹0')).toBeTruthy();
  });
});

describe('property details: gallery swipe and share', () => {
  it('a swipe to the left shows the next photo', async () => {
    const listing = detail();
    renderDetails(listing._id, { listing: async () => listing });
    const gallery = await screen.findByRole('region', { name: `Photos of ${listing.title}` });
    fireEvent.pointerDown(gallery, { clientX: 300 });
    fireEvent.pointerUp(gallery, { clientX: 200 });
    expect(within(gallery).getByRole('img').getAttribute('alt')).toBe('Kitchen');
    fireEvent.pointerDown(gallery, { clientX: 200 });
    fireEvent.pointerUp(gallery, { clientX: 210 });
    expect(within(gallery).getByRole('img').getAttribute('alt')).toBe('Kitchen');
  });

  it('copies the link where the device cannot share, and says so', async () => {
    const listing = detail();
    const { user } = renderDetails(listing._id, { listing: async () => listing });
    // After userEvent.setup(), which installs its own clipboard on navigator.
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    const writeText = rs.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });
});
