import { describe, expect, it, rs } from '@rstest/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWatch, fork } from 'effector';
import { $auth, loginRequested } from 'shared/auth';
import { switchLanguage } from 'shared/i18n';
import { renderWithProviders } from 'shared/testing';
import { postedLabel } from 'shared/vocabulary';
import { fetchFavouriteIdsFx, setFavouriteFx } from '../api/userActions';
import { card, loggedIn, USER_ID } from '../test/fixtures';
import { PropertyCard } from './PropertyCard';

const NOW = new Date('2026-11-22T10:00:00.000Z');

describe('property card', () => {
  it('shows price, price per sq.ft, BHK, area, place, poster and posted date', () => {
    renderWithProviders(<PropertyCard listing={card()} now={NOW} />);
    const article = screen.getByRole('article', { name: '3 BHK apartment in Baner' });
    expect(article.textContent).toContain('₹ 1.25 Crore');
    expect(article.textContent).toContain('₹ 10,000 / sq.ft');
    expect(article.textContent).toContain('3 BHK · 1,250 sq.ft · Apartment');
    expect(article.textContent).toContain('Baner, Pune');
    expect(article.textContent).toContain('Owner · Posted 3 days ago');
  });

  it('reads in Hindi after a switch: करोड़, Hindi labels, Hindi posted date, Hindi heart name', async () => {
    renderWithProviders(<PropertyCard listing={card()} now={NOW} />);
    await act(() => switchLanguage('hi'));
    try {
      const article = screen.getByRole('article', { name: '3 BHK apartment in Baner' });
      expect(article.textContent).toContain('₹ 1.25 करोड़');
      expect(article.textContent).toContain('₹ 10,000 प्रति वर्ग फ़ुट');
      expect(article.textContent).toContain('3 BHK · 1,250 वर्ग फ़ुट · अपार्टमेंट');
      expect(article.textContent).toContain('मालिक · 3 दिन पहले पोस्ट की गई');
      expect(
        screen.getByRole('button', { name: '3 BHK apartment in Baner को पसंदीदा में सहेजें' }),
      ).toBeTruthy();
    } finally {
      await act(() => switchLanguage('en'));
    }
  });

  it('shows a rent per month and links to the detail page', () => {
    const listing = card({ listingType: 'rent', price: 45_000, title: 'Flat to let' });
    renderWithProviders(<PropertyCard listing={listing} now={NOW} />);
    expect(screen.getByRole('article').textContent).toContain('₹ 45,000 / month');
    expect(screen.getByRole('link', { name: 'Flat to let' }).getAttribute('href')).toBe(
      `/property/details/${listing._id}`,
    );
  });

  it('uses a responsive image with its size set; lazy unless in the first row', () => {
    const { rerender } = renderWithProviders(<PropertyCard listing={card()} />);
    const image = screen.getByRole('img', { name: 'Living room' });
    expect(image.getAttribute('srcset')).toContain('/media/a-320.webp 320w');
    expect(image.getAttribute('sizes')).toBeTruthy();
    expect(image.getAttribute('width')).toBe('640');
    expect(image.getAttribute('height')).toBe('480');
    expect(image.getAttribute('loading')).toBe('lazy');
    rerender(<PropertyCard listing={card()} priority />);
    expect(screen.getByRole('img', { name: 'Living room' }).getAttribute('loading')).toBe('eager');
  });
});

describe('posted date', () => {
  it('reads as relative time in en-IN, and as a date after a year', () => {
    expect(postedLabel('2026-11-22T08:00:00.000Z', NOW)).toBe('today');
    expect(postedLabel('2026-11-21T08:00:00.000Z', NOW)).toBe('yesterday');
    expect(postedLabel('2026-11-08T08:00:00.000Z', NOW)).toBe('2 weeks ago');
    expect(postedLabel('2026-07-01T08:00:00.000Z', NOW)).toBe('4 months ago');
    expect(postedLabel('2025-03-05T08:00:00.000Z', NOW)).toBe('on 5 Mar 2025');
  });
});

describe('favourite heart', () => {
  it('asks a visitor to log in and saves nothing', async () => {
    const save = rs.fn();
    const scope = fork({ handlers: [[setFavouriteFx, save]] });
    const asked = rs.fn();
    createWatch({ unit: loginRequested, fn: asked, scope });
    renderWithProviders(<PropertyCard listing={card({ title: 'Villa' })} />, { scope });
    await userEvent.click(screen.getByRole('button', { name: 'Save Villa to favourites' }));
    expect(asked).toHaveBeenCalledWith({ reason: 'Please log in to save favourites.' });
    expect(save).not.toHaveBeenCalled();
  });

  it('saves for a logged-in user and shows the heart pressed', async () => {
    const listing = card({ title: 'Villa' });
    const save = rs.fn(async () => ({ isFavourite: true, message: 'Added' }));
    const scope = fork({
      values: [[$auth, loggedIn]],
      handlers: [
        [setFavouriteFx, save],
        [fetchFavouriteIdsFx, async () => []],
      ],
    });
    renderWithProviders(<PropertyCard listing={listing} />, { scope });
    const heart = screen.getByRole('button', { name: 'Save Villa to favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heart);
    expect(save).toHaveBeenCalledWith({
      userId: USER_ID,
      propertyId: listing._id,
      isFavourite: true,
    });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
  });

  it('shows a saved listing (fewer facts, no photo known) with a footer in the heart’s place', () => {
    const listing = {
      _id: card()._id,
      title: 'Saved flat',
      listingType: 'rent' as const,
      propertyType: 'apartment' as const,
      price: 30_000,
      city: 'Pune',
      locality: null,
    };
    renderWithProviders(
      <PropertyCard listing={listing} footer={<button type="button">Remove Saved flat</button>} />,
    );
    const article = screen.getByRole('article', { name: 'Saved flat' });
    expect(article.textContent).toContain('₹ 30,000 / month');
    expect(article.textContent).toContain('Pune');
    expect(article.textContent).not.toContain('Posted');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Saved flat' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Saved flat to favourites' })).toBeNull();
  });
});
