import { describe, expect, it, rs } from '@rstest/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { $auth } from 'shared/auth';
import type { Favourite, FavouritesAnswer } from 'shared/contracts/favourites';
import { switchLanguage } from 'shared/i18n';
import { expectLocation, renderWithProviders, signedIn, USER_ID } from 'shared/testing';
import SaveFavouritePage from '../exposed/SaveFavouritePage';
import { fetchSavedSearchesFx } from '../saved-searches/api';
import { favourite, removedFavourite } from '../test/favourites';
import { type FavouritesRequest, fetchFavouritesFx, removeFavouriteFx } from './api';
import { forgetListingCard, type ListingCardProps } from './loadListingCard';

function answer(data: Favourite[], total = data.length, page = 1): FavouritesAnswer {
  return { isSuccess: true, message: 'ok', data, total, page, limit: 12 };
}

type Options = {
  at?: string;
  list?: (request: FavouritesRequest) => Promise<FavouritesAnswer>;
  remove?: () => Promise<void>;
};

function renderPage({ at = '/save-favourite', list, remove }: Options = {}) {
  const handlers = {
    list: rs.fn(list ?? (async () => answer([]))),
    remove: rs.fn(remove ?? (async () => undefined)),
  };
  const scope = fork({
    values: [[$auth, signedIn()]],
    handlers: [
      [fetchFavouritesFx, handlers.list],
      [removeFavouriteFx, handlers.remove],
      [fetchSavedSearchesFx, async () => []],
    ],
  });
  const view = renderWithProviders(<SaveFavouritePage />, { scope, at });
  return { ...view, handlers, user: userEvent.setup() };
}

describe('/save-favourite: favourites', () => {
  it('shows each favourite as a card with what changed since it was saved', async () => {
    const dropped = favourite(
      { notice: 'price-dropped', priceAtSave: 10_000_000 },
      'Flat in Wakad',
    );
    dropped.property = {
      ...(dropped.property as NonNullable<Favourite['property']>),
      price: 9_000_000,
    };
    const sold = favourite({ notice: 'sold' }, 'Row house in Kothrud');
    renderPage({ list: async () => answer([dropped, sold, removedFavourite()]) });

    const wakad = await screen.findByRole('article', { name: 'Flat in Wakad' });
    expect(wakad.textContent).toContain('Price dropped from ₹ 1 Crore to ₹ 90 Lac.');
    expect(within(wakad).getByRole('link', { name: 'Flat in Wakad' }).getAttribute('href')).toBe(
      `/property/details/${dropped.propertyId}`,
    );
    expect(screen.getByRole('article', { name: 'Row house in Kothrud' }).textContent).toContain(
      'Sold: this property is no longer available.',
    );
    const villa = screen.getByRole('article', { name: 'Villa in Aundh' });
    expect(villa.textContent).toContain('The owner removed this listing.');
    expect(within(villa).queryByRole('link')).toBeNull();
    expect(screen.getByText('3 saved')).toBeTruthy();
  });

  it('searches by title and pages, keeping both in the URL', async () => {
    const { user, handlers } = renderPage({
      list: async ({ page }) => answer([favourite({}, `Flat on page ${page}`)], 30, page),
    });
    await screen.findByRole('article', { name: 'Flat on page 1' });
    expect(handlers.list).toHaveBeenLastCalledWith({
      userId: USER_ID,
      title: '',
      page: 1,
      limit: 12,
    });
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('article', { name: 'Flat on page 2' });
    await expectLocation('/save-favourite?page=2');

    await user.type(
      screen.getByRole('searchbox', { name: 'Search your favourites by title' }),
      'baner',
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await expectLocation('/save-favourite?title=baner');
    await waitFor(() =>
      expect(handlers.list).toHaveBeenLastCalledWith({
        userId: USER_ID,
        title: 'baner',
        page: 1,
        limit: 12,
      }),
    );
  });

  it('opens on the page and search the URL names', async () => {
    const { handlers } = renderPage({
      at: '/save-favourite?title=villa&page=2',
      list: async () => answer([favourite({}, 'Villa')], 13, 2),
    });
    await screen.findByRole('article', { name: 'Villa' });
    expect(handlers.list).toHaveBeenCalledWith({
      userId: USER_ID,
      title: 'villa',
      page: 2,
      limit: 12,
    });
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('villa');
  });

  it('removes at once and confirms', async () => {
    const saved = favourite({}, 'Flat in Hinjewadi');
    const other = favourite({}, 'Plot in Lavale');
    let removed = false;
    const { user, handlers } = renderPage({
      list: async () => answer(removed ? [other] : [saved, other]),
      remove: async () => {
        removed = true;
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Remove Flat in Hinjewadi from favourites' }),
    );
    expect(screen.queryByRole('article', { name: 'Flat in Hinjewadi' })).toBeNull();
    expect(handlers.remove).toHaveBeenCalledWith({ userId: USER_ID, favouriteId: saved._id });
    expect((await screen.findByRole('status')).textContent).toContain(
      'Removed Flat in Hinjewadi from your favourites',
    );
    expect(screen.getByRole('article', { name: 'Plot in Lavale' })).toBeTruthy();
  });

  it('puts a favourite back where it was when removing fails, and says what to do', async () => {
    const first = favourite({}, 'First flat');
    const second = favourite({}, 'Second flat');
    let fail: (error: unknown) => void = () => undefined;
    const { user } = renderPage({
      list: async () => answer([first, second]),
      remove: () =>
        new Promise((_, reject) => {
          fail = reject;
        }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Remove First flat from favourites' }),
    );
    expect(screen.queryByRole('article', { name: 'First flat' })).toBeNull();
    await act(async () =>
      fail({
        success: false,
        message: 'Could not remove it from your favourites. Please try again.',
      }),
    );
    await screen.findByRole('article', { name: 'First flat' });
    const names = screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
    expect(names).toEqual(['First flat', 'Second flat']);
    expect((await screen.findByRole('status')).textContent).toContain(
      'Could not remove it from your favourites. Please try again.',
    );
  });

  it('says so when loading fails, and Retry loads again', async () => {
    let calls = 0;
    const { user } = renderPage({
      list: async () => {
        calls += 1;
        if (calls === 1)
          throw {
            success: false,
            message: 'Could not load your favourites. Check your connection and try again.',
          };
        return answer([favourite({}, 'Loaded flat')]);
      },
    });
    expect(
      await screen.findByText(
        'Could not load your favourites. Check your connection and try again.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('article', { name: 'Loaded flat' });
  });

  it('says when there are no favourites yet, with a way to browse', async () => {
    renderPage();
    expect(
      await screen.findByText(/No favourites yet\. Tap the heart on a listing to keep it here\./),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse properties' }).getAttribute('href')).toBe(
      '/property-listing',
    );
  });

  it("uses the listing remote's card when the page's host has it, with the notice and Remove", async () => {
    function ListingCard({ listing, footer }: ListingCardProps) {
      return <article aria-label={`Listing card ${listing.title}`}>{footer}</article>;
    }
    const host = {
      options: { remotes: [{ name: 'listing' }] },
      loadRemote: rs.fn(async () => ({ default: ListingCard })),
    };
    rs.stubGlobal('__FEDERATION__', { __INSTANCES__: [host] });
    forgetListingCard();
    try {
      renderPage({
        list: async () => answer([favourite({ notice: 'unavailable' }, 'Flat in Aundh')]),
      });
      const card = await screen.findByRole('article', { name: 'Listing card Flat in Aundh' });
      expect(card.textContent).toContain('Not available right now');
      expect(
        within(card).getByRole('button', { name: 'Remove Flat in Aundh from favourites' }),
      ).toBeTruthy();
      expect(host.loadRemote).toHaveBeenCalledWith('listing/PropertyCard');
    } finally {
      forgetListingCard();
    }
  });

  it('reads in Hindi', async () => {
    renderPage({ list: async () => answer([favourite({ notice: 'rented' }, 'Flat in Baner')]) });
    await screen.findByRole('article', { name: 'Flat in Baner' });
    await act(() => switchLanguage('hi'));
    try {
      expect(screen.getByRole('tab', { name: 'पसंदीदा' })).toBeTruthy();
      expect(screen.getByText('किराए पर दी जा चुकी है: यह प्रॉपर्टी अब उपलब्ध नहीं है।')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'हटाएँ: Flat in Baner को पसंदीदा से' })).toBeTruthy();
    } finally {
      await act(() => switchLanguage('en'));
    }
  });
});
