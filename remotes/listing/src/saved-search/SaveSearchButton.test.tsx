import { describe, expect, it, rs } from '@rstest/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWatch, fork } from 'effector';
import { $auth, type AuthState, loginRequested } from 'shared/auth';
import type { CreateSavedSearchBody, SavedSearch } from 'shared/contracts/savedSearches';
import { switchLanguage } from 'shared/i18n';
import { renderWithProviders } from 'shared/testing';
import { EMPTY_QUERY, type ListingQuery } from '../search/query';
import { loggedIn, nextId } from '../test/fixtures';
import { createSavedSearchFx } from './api';
import { SaveSearchButton } from './SaveSearchButton';

const QUERY: ListingQuery = {
  ...EMPTY_QUERY,
  city: 'Pune',
  locality: 'Baner',
  listingType: 'rent',
  bhk: [2],
  maxPrice: 40_000,
};

function renderButton(
  auth: AuthState | undefined,
  save: (body: CreateSavedSearchBody) => Promise<SavedSearch> = async (body) => ({
    _id: nextId(),
    name: body.name,
    criteria: { sort: 'relevance', limit: 20 },
    alerts: body.alerts,
    paused: false,
    createdAt: '2026-11-23T10:00:00.000Z',
  }),
) {
  const handlers = { save: rs.fn(save) };
  const scope = fork({
    values: auth ? [[$auth, auth]] : [],
    handlers: [[createSavedSearchFx, handlers.save]],
  });
  const loginAsked = rs.fn();
  createWatch({ unit: loginRequested, fn: loginAsked, scope });
  renderWithProviders(<SaveSearchButton query={QUERY} />, { scope });
  return { handlers, loginAsked, user: userEvent.setup() };
}

describe('Save this search', () => {
  it('asks a visitor to log in first and opens nothing', async () => {
    const { user, loginAsked, handlers } = renderButton(undefined);
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    expect(loginAsked).toHaveBeenCalledWith({ reason: 'Please log in to save this search.' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(handlers.save).not.toHaveBeenCalled();
  });

  it('saves the search with a suggested name and the chosen alerts', async () => {
    const { user, handlers } = renderButton(loggedIn);
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ }) as HTMLInputElement;
    expect(name.value).toBe('2 BHK · Properties for rent in Baner, Pune');
    expect(
      (
        within(dialog).getByRole('radio', {
          name: 'Instant: as soon as a listing matches',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    await user.click(
      within(dialog).getByRole('radio', { name: 'Daily digest: one summary a day' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(handlers.save).toHaveBeenCalledWith({
      name: '2 BHK · Properties for rent in Baner, Pune',
      alerts: 'daily',
      criteria: {
        city: 'Pune',
        locality: 'Baner',
        listingType: 'rent',
        bhk: '2',
        budgetMax: '40000',
        sort: 'relevance',
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findByRole('status')).textContent).toContain(
      'Saved “2 BHK · Properties for rent in Baner, Pune”. You will hear about new listings.',
    );
  });

  it('refuses an empty name', async () => {
    const { user, handlers } = renderButton(loggedIn);
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByRole('textbox', { name: /Name/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(within(dialog).getByText('Please enter a name.')).toBeTruthy();
    expect(handlers.save).not.toHaveBeenCalled();
  });

  it("shows the server's reason (20 saved already) with a way to manage saved searches", async () => {
    const { user } = renderButton(loggedIn, async () =>
      Promise.reject({
        success: false,
        message: 'You can keep at most 20 saved searches. Delete one to save another.',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(
      await within(dialog).findByText(/You can keep at most 20 saved searches\./),
    ).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Manage saved searches' }).getAttribute('href'),
    ).toBe('/save-favourite?tab=searches');
  });

  it('reads in Hindi', async () => {
    const { user } = renderButton(loggedIn);
    await act(() => switchLanguage('hi'));
    try {
      await user.click(screen.getByRole('button', { name: 'यह खोज सहेजें' }));
      const dialog = await screen.findByRole('dialog', { name: 'यह खोज सहेजें' });
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'खोज सहेजें' })).toBeTruthy(),
      );
    } finally {
      await act(() => switchLanguage('en'));
    }
  });
});
