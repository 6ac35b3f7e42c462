import { describe, expect, it, rs } from '@rstest/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { fieldValue, isChecked, renderWithProviders } from 'shared/testing';
import { type SearchPage, type SearchRequest, searchListingsFx } from '../api/listings';
import { card } from '../test/fixtures';
import { ListingPage } from './page';

function setup(url: string, search: (request: SearchRequest) => Promise<SearchPage>) {
  const handler = rs.fn(search);
  const scope = fork({ handlers: [[searchListingsFx, handler]] });
  const view = renderWithProviders(<ListingPage />, { scope, at: url, history: true });
  return { ...view, handler, user: userEvent.setup() };
}

const onePage = (...titles: string[]): SearchPage => ({
  data: titles.map((title) => card({ title })),
  total: titles.length,
  nextCursor: null,
});

// hidden: a modal drawer hides the rest of the page from the accessibility tree.
const currentUrl = () =>
  screen.getByRole('note', { name: 'Current URL', hidden: true }).textContent;

describe('listing page: URL and filters', () => {
  it('sets the filters from the URL and searches with them', async () => {
    const { handler } = setup('/property-listing?search=baner&bhk=2&listingType=rent', async () =>
      onePage('2 BHK flat in Baner'),
    );
    expect(isChecked(await screen.findByRole('checkbox', { name: '2 BHK' }))).toBe(true);
    expect(isChecked(screen.getByRole('checkbox', { name: '3 BHK' }))).toBe(false);
    expect(isChecked(screen.getByRole('radio', { name: 'Rent' }))).toBe(true);
    await screen.findByRole('link', { name: '2 BHK flat in Baner' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0].query).toMatchObject({
      search: 'baner',
      bhk: [2],
      listingType: 'rent',
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Properties for rent matching “baner”',
    );
    expect(document.title).toBe('Properties for rent matching “baner” | PropertyMarket');
    expect(screen.getByText('1 property found')).toBeTruthy();
  });

  it('keeps several values readable in the URL (bhk=2,3)', async () => {
    const { user } = setup('/property-listing?bhk=2&listingType=rent', async () =>
      onePage('A flat'),
    );
    await screen.findByRole('link', { name: 'A flat' });
    await user.click(await screen.findByRole('checkbox', { name: '3 BHK' }));
    expect(currentUrl()).toBe('/property-listing?listingType=rent&bhk=2,3');
  });

  it('writes a changed filter to the URL and searches again; Back and Forward restore it', async () => {
    const { handler, user } = setup('/property-listing?search=baner', async () =>
      onePage('A flat'),
    );
    await screen.findByRole('link', { name: 'A flat' });

    await user.click(await screen.findByRole('checkbox', { name: '3 BHK' }));
    expect(currentUrl()).toBe('/property-listing?search=baner&bhk=3');
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(2));
    expect(handler.mock.calls[1]?.[0].query.bhk).toEqual([3]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest first');
    expect(currentUrl()).toBe('/property-listing?search=baner&bhk=3&sort=newest');

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(currentUrl()).toBe('/property-listing?search=baner&bhk=3');
    expect(fieldValue(screen.getByRole('combobox', { name: 'Sort by' }))).toBe('relevance');

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(isChecked(screen.getByRole('checkbox', { name: '3 BHK' }))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Browser forward' }));
    expect(isChecked(screen.getByRole('checkbox', { name: '3 BHK' }))).toBe(true);
    await waitFor(() => expect(handler.mock.calls.at(-1)?.[0].query.bhk).toEqual([3]));
  });

  it('commits typed text on Enter, and a budget from the selects', async () => {
    const { user } = setup('/property-listing', async () => onePage('A flat'));
    await user.type(await screen.findByRole('textbox', { name: 'City' }), 'Pune{Enter}');
    expect(currentUrl()).toBe('/property-listing?city=Pune');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Max budget' }), '₹ 50 Lac');
    expect(currentUrl()).toBe('/property-listing?city=Pune&maxPrice=5000000');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(currentUrl()).toBe('/property-listing');
  });

  it('lets a keyboard user skip the filters: the first Tab reaches Skip to results', async () => {
    const { user } = setup('/property-listing', async () => onePage('A flat'));
    const results = await screen.findByRole('list', { name: 'Listings' });
    const filters = await screen.findByRole('form', { name: 'Filters' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to results' });
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    expect(document.activeElement?.contains(results)).toBe(true);
    expect(document.activeElement?.contains(filters)).toBe(false);
  });

  it('keeps a typed locality when Rent is clicked next (the click commits the text first)', async () => {
    const { user } = setup('/property-listing', async () => onePage('A flat'));
    const locality = await screen.findByRole('textbox', { name: 'Locality' });
    await user.type(locality, 'Baner');
    // As in a browser: the press blurs the field (its text goes to the URL) and the click picks
    // Rent before React has rendered that first change.
    act(() => {
      fireEvent.blur(locality);
      fireEvent.click(screen.getByRole('radio', { name: 'Rent' }));
    });
    await waitFor(() =>
      expect(currentUrl()).toBe('/property-listing?locality=Baner&listingType=rent'),
    );
    expect(fieldValue(screen.getByRole('textbox', { name: 'Locality' }))).toBe('Baner');
  });

  it('offers price per sq.ft only once Buy or Rent is chosen, and drops it on Any', async () => {
    const { user } = setup('/property-listing', async () => onePage('A flat'));
    const sortBy = await screen.findByRole('combobox', { name: 'Sort by' });
    const perSqft = { name: 'Price per sq.ft: low to high' };
    expect(within(sortBy).queryByRole('option', perSqft)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Buy' }));
    await user.selectOptions(sortBy, within(sortBy).getByRole('option', perSqft));
    expect(currentUrl()).toBe('/property-listing?listingType=sale&sort=price-per-sqft');
    const purpose = screen.getByRole('group', { name: 'Buy or rent' });
    await user.click(within(purpose).getByRole('radio', { name: 'Any' }));
    expect(currentUrl()).toBe('/property-listing');
    expect(fieldValue(sortBy)).toBe('relevance');
    expect(within(sortBy).queryByRole('option', perSqft)).toBeNull();
  });
});

describe('listing page: small screens', () => {
  it('puts the filters in a drawer behind a Filters button', async () => {
    const spy = rs.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    try {
      const { user } = setup('/property-listing?bhk=2', async () => onePage('A flat'));
      await screen.findByRole('link', { name: 'A flat' });
      expect(screen.queryByRole('checkbox', { name: '3 BHK' })).toBeNull();
      await user.click(screen.getByRole('button', { name: /Filters/ }));
      const drawer = await screen.findByRole('dialog', { name: 'Search filters' });
      await user.click(await within(drawer).findByRole('checkbox', { name: '3 BHK' }));
      expect(currentUrl()).toBe('/property-listing?bhk=2,3');
      await user.click(within(drawer).getByRole('button', { name: 'Show results' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    } finally {
      spy.mockRestore();
    }
  });
});

describe('listing page: results', () => {
  it('shows skeletons while loading, then cards and the count', async () => {
    let answer: (page: SearchPage) => void = () => {};
    setup('/property-listing', () => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByRole('list', { name: 'Loading listings' })).toBeTruthy();
    await act(async () => answer({ ...onePage('Villa one', 'Villa two'), total: 1234 }));
    expect(screen.getByText('1,234 properties found')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Listings' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
  });

  it('suggests which filter to relax when nothing matches', async () => {
    const { user } = setup(
      '/property-listing?city=Pune&bhk=4&amenities=swimming-pool',
      async () => ({
        data: [],
        total: 0,
        nextCursor: null,
      }),
    );
    await screen.findByRole('heading', { name: 'No properties match this search' });
    await user.click(screen.getByRole('button', { name: 'Remove amenities (Swimming pool)' }));
    expect(currentUrl()).toBe('/property-listing?city=Pune&bhk=4');
  });

  it('shows the error with Retry, and Retry searches again', async () => {
    const handler = rs
      .fn<(request: SearchRequest) => Promise<SearchPage>>()
      .mockRejectedValueOnce({ success: false, message: 'Service unavailable' })
      .mockResolvedValue(onePage('Back again'));
    const { user } = setup('/property-listing', handler);
    await screen.findByText('Service unavailable');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('link', { name: 'Back again' });
  });

  it('loads the next page with the cursor and appends it', async () => {
    const { user, handler } = setup('/property-listing', async ({ cursor }) =>
      cursor === null
        ? { data: [card({ title: 'First' })], total: 2, nextCursor: 'c2' }
        : { data: [card({ title: 'Second' })], total: 2, nextCursor: null },
    );
    await screen.findByRole('link', { name: 'First' });
    expect(screen.getByText('Showing 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'Second' });
    expect(handler.mock.calls[1]?.[0].cursor).toBe('c2');
    expect(screen.getByRole('link', { name: 'First' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
