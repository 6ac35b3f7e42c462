import { describe, expect, it, rs } from '@rstest/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { $auth } from 'shared/auth';
import type { SavedSearch, UpdateSavedSearchBody } from 'shared/contracts/savedSearches';
import { switchLanguage } from 'shared/i18n';
import { renderWithProviders, signedIn } from 'shared/testing';
import SaveFavouritePage from '../exposed/SaveFavouritePage';
import { fetchFavouritesFx } from '../favourites/api';
import { nextId } from '../test/favourites';
import { deleteSavedSearchFx, fetchSavedSearchesFx, updateSavedSearchFx } from './api';

function savedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    _id: nextId(),
    name: '2 BHK in Baner',
    criteria: {
      city: 'Pune',
      locality: 'Baner',
      listingType: 'rent',
      bhk: [2],
      budgetMax: 40_000,
      sort: 'relevance',
      limit: 20,
    },
    alerts: 'instant',
    paused: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

type Options = {
  list?: () => Promise<SavedSearch[]>;
  update?: (change: { id: string; body: UpdateSavedSearchBody }) => Promise<SavedSearch>;
  remove?: (id: string) => Promise<void>;
};

function renderTab(searches: SavedSearch[], options: Options = {}) {
  const handlers = {
    list: rs.fn(options.list ?? (async () => searches)),
    update: rs.fn(
      options.update ??
        (async ({ id, body }: { id: string; body: UpdateSavedSearchBody }) => ({
          ...(searches.find((search) => search._id === id) as SavedSearch),
          ...body,
        })),
    ),
    remove: rs.fn(options.remove ?? (async () => undefined)),
  };
  const scope = fork({
    values: [[$auth, signedIn()]],
    handlers: [
      [fetchSavedSearchesFx, handlers.list],
      [updateSavedSearchFx, handlers.update],
      [deleteSavedSearchFx, handlers.remove],
      [
        fetchFavouritesFx,
        async () => ({ isSuccess: true, message: '', data: [], total: 0, page: 1, limit: 12 }),
      ],
    ],
  });
  const view = renderWithProviders(<SaveFavouritePage />, {
    scope,
    at: '/save-favourite?tab=searches',
  });
  return { ...view, handlers, user: userEvent.setup() };
}

describe('/save-favourite: saved searches', () => {
  it('lists each search with what it looks for, its alerts, and Open to the listing page', async () => {
    const search = savedSearch();
    renderTab([search]);
    const item = await screen.findByRole('article', { name: '2 BHK in Baner' });
    expect(screen.getByRole('tab', { name: 'Saved searches' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(item.textContent).toContain('Rent · 2 BHK · Baner, Pune · up to ₹ 40,000');
    expect(
      (
        within(item).getByRole('combobox', {
          name: 'Alerts for 2 BHK in Baner',
        }) as HTMLSelectElement
      ).value,
    ).toBe('instant');
    expect(
      within(item).getByRole('link', { name: 'Open 2 BHK in Baner' }).getAttribute('href'),
    ).toBe('/property-listing?city=Pune&locality=Baner&listingType=rent&bhk=2&maxPrice=40000');
  });

  it('switches alerts to a daily digest', async () => {
    const search = savedSearch();
    const { user, handlers } = renderTab([search]);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Alerts for 2 BHK in Baner' }),
      'daily',
    );
    expect(handlers.update).toHaveBeenCalledWith({ id: search._id, body: { alerts: 'daily' } });
    expect((await screen.findByRole('status')).textContent).toContain(
      '“2 BHK in Baner” now sends a daily digest',
    );
  });

  it('pauses and resumes', async () => {
    const search = savedSearch();
    const { user, handlers } = renderTab([search]);
    await user.click(await screen.findByRole('button', { name: 'Pause 2 BHK in Baner' }));
    expect(handlers.update).toHaveBeenCalledWith({ id: search._id, body: { paused: true } });
    const item = screen.getByRole('article', { name: '2 BHK in Baner' });
    await within(item).findByText('Paused');
    expect(within(item).getByRole('button', { name: 'Resume 2 BHK in Baner' })).toBeTruthy();
  });

  it('renames through a dialog and refuses an empty name', async () => {
    const search = savedSearch();
    const { user, handlers } = renderTab([search]);
    await user.click(await screen.findByRole('button', { name: 'Rename 2 BHK in Baner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename saved search' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please enter a name.')).toBeTruthy();
    expect(handlers.update).not.toHaveBeenCalled();
    await user.type(name, 'Baner rentals');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(handlers.update).toHaveBeenCalledWith({
      id: search._id,
      body: { name: 'Baner rentals' },
    });
    await screen.findByRole('article', { name: 'Baner rentals' });
  });

  it('deletes only after confirming', async () => {
    const search = savedSearch();
    const { user, handlers } = renderTab([search]);
    await user.click(await screen.findByRole('button', { name: 'Delete 2 BHK in Baner' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “2 BHK in Baner”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(handlers.remove).not.toHaveBeenCalled();
    // The closed dialog leaves on its exit motion; on a busy machine that outlasts findBy's 1 s.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 5000 });
    await user.click(await screen.findByRole('button', { name: 'Delete 2 BHK in Baner' }));
    const again = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(handlers.remove).toHaveBeenCalledWith(search._id);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: '2 BHK in Baner' })).toBeNull(),
    );
    expect((await screen.findByRole('status')).textContent).toContain('Saved search deleted');
  });

  it("shows the server's reason when a change fails", async () => {
    const { user } = renderTab([savedSearch()], {
      update: async () => Promise.reject({ success: false, message: 'Saved search not found' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Pause 2 BHK in Baner' }));
    expect((await screen.findByRole('status')).textContent).toContain('Saved search not found');
    expect(screen.getByRole('button', { name: 'Pause 2 BHK in Baner' })).toBeTruthy();
  });

  it('says so when loading fails, and Retry loads again', async () => {
    let calls = 0;
    const { user } = renderTab([], {
      list: async () => {
        calls += 1;
        if (calls === 1)
          throw {
            success: false,
            message: 'Could not load your saved searches. Check your connection and try again.',
          };
        return [savedSearch({ name: 'Flats in Kothrud' })];
      },
    });
    await screen.findByText(
      'Could not load your saved searches. Check your connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('article', { name: 'Flats in Kothrud' });
  });

  it('explains how to save a search when there is none', async () => {
    renderTab([]);
    await screen.findByText(/No saved searches yet\./);
    expect(screen.getByRole('link', { name: 'Search properties' }).getAttribute('href')).toBe(
      '/property-listing',
    );
  });

  it('reads in Hindi', async () => {
    renderTab([savedSearch()]);
    await screen.findByRole('article', { name: '2 BHK in Baner' });
    await act(() => switchLanguage('hi'));
    try {
      expect(screen.getByRole('button', { name: 'रोकें: 2 BHK in Baner' })).toBeTruthy();
      expect(screen.getByRole('option', { name: 'रोज़ का सार' })).toBeTruthy();
      expect(screen.getByRole('tab', { name: 'सहेजी गई खोजें' })).toBeTruthy();
    } finally {
      await act(() => switchLanguage('en'));
    }
  });
});
