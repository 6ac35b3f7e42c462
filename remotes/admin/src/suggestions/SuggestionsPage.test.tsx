import { describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectLocation, renderWithProviders } from 'shared/testing';
import SuggestionsPage from '../exposed/SuggestionsPage';
import { findDialog } from '../frame/testDialogs';
import { adminScope } from '../frame/testStaff';
import {
  deleteSuggestionFx,
  reorderSuggestionsFx,
  saveSuggestionFx,
  suggestionsList,
} from './model';
import { pageOf, testRows } from './testSuggestions';

/** What is in a dialog is queried with `hidden: true` (see findDialog). */
const hidden = { hidden: true } as const;

function renderSuggestions(role: 'moderator' | 'support' = 'moderator', at = '/admin/suggestions') {
  const fetch = rs.fn(async (_query: object) => pageOf(testRows()));
  const save = rs.fn(async (_params: { id: string | null; searchText: string }) => {
    throw {
      success: false,
      message: 'The suggestion "Powai Mumbai" already exists. Edit that one instead.',
    };
  });
  const reorder = rs.fn(async (_ids: string[]) => undefined);
  const remove = rs.fn(async (_id: string) => undefined);
  const scope = adminScope(role, [
    [suggestionsList.fetchFx, fetch],
    [saveSuggestionFx, save],
    [reorderSuggestionsFx, reorder],
    [deleteSuggestionFx, remove],
  ]);
  renderWithProviders(<SuggestionsPage />, { scope, at });
  return { fetch, save, reorder, remove, user: userEvent.setup() };
}

const grid = () => screen.findByRole('grid', { name: 'Suggestions' });

describe('SuggestionsPage', () => {
  it('lists the suggestions heaviest first, as the server sent them', async () => {
    const { fetch } = renderSuggestions();
    const table = await grid();
    expect(within(table).getByText('Whitefield Bengaluru')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('gridcell')[1]?.textContent)).toEqual([
      'Whitefield Bengaluru',
      'Powai Mumbai',
      'Kharadi Pune',
    ]);
    expect(fetch).toHaveBeenCalledWith({ page: 1, limit: 20, sort: 'weight', dir: 'desc' });
    expect(screen.getByRole('button', { name: 'Move up: Whitefield Bengaluru' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('searches on the server, the search kept in the URL', async () => {
    const { fetch, user } = renderSuggestions();
    await grid();
    await user.type(screen.getByRole('searchbox', { name: 'Search suggestions' }), 'pune{Enter}');
    await expectLocation('/admin/suggestions?search=pune');
    await waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith({
        page: 1,
        limit: 20,
        sort: 'weight',
        dir: 'desc',
        search: 'pune',
      }),
    );
  });

  it('moves a suggestion down with its button (keyboard usable)', async () => {
    const { reorder, user } = renderSuggestions();
    await grid();
    screen.getByRole('button', { name: 'Move down: Whitefield Bengaluru' }).focus();
    await user.keyboard('{Enter}');
    const [a, b] = testRows().map((row) => row._id);
    await waitFor(() => expect(reorder).toHaveBeenCalledWith([b, a]));
  });

  it('hides moving when the list is sorted otherwise, and says how to get it back', async () => {
    renderSuggestions('moderator', '/admin/suggestions?sort=searchText&dir=asc');
    await grid();
    expect(screen.queryByRole('button', { name: 'Move up: Powai Mumbai' })).toBeNull();
    expect(
      screen.getAllByText('Sort by weight, heaviest first, to move suggestions.').length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Reorder by dragging' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it("adds a suggestion in a dialog; a duplicate shows the server's words there", async () => {
    const { save, user } = renderSuggestions();
    await grid();
    await user.click(screen.getByRole('button', { name: 'Add suggestion' }));
    const dialog = await findDialog('Add a suggestion');
    await user.click(within(dialog).getByRole('button', { name: 'Save', ...hidden }));
    expect(within(dialog).getByText("Enter the suggestion's text.")).toBeTruthy();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Suggestion text/, ...hidden }),
      'Powai Mumbai',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save', ...hidden }));
    expect(save).toHaveBeenCalledWith({ id: null, searchText: 'Powai Mumbai' });
    expect(
      await within(dialog).findByText(
        'The suggestion "Powai Mumbai" already exists. Edit that one instead.',
      ),
    ).toBeTruthy();
  });

  it('deletes a suggestion only after the confirmation', async () => {
    const { remove, user } = renderSuggestions();
    await grid();
    await user.click(screen.getByRole('button', { name: 'Delete: Kharadi Pune' }));
    const dialog = await findDialog('Delete this suggestion?');
    expect(dialog.textContent).toContain('"Kharadi Pune" will no longer show');
    await user.click(within(dialog).getByRole('button', { name: 'Delete suggestion', ...hidden }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(testRows()[2]?._id));
  });

  it('reorders by dragging in a lazy dialog whose handles are labelled buttons', async () => {
    const { reorder, user } = renderSuggestions();
    await grid();
    await user.click(screen.getByRole('button', { name: 'Reorder by dragging' }));
    const dialog = await findDialog("Reorder this page's suggestions");
    const list = within(dialog).getByRole('list', {
      name: 'Suggestions in their new order',
      ...hidden,
    });
    expect(
      within(list)
        .getAllByRole('listitem', hidden)
        .map((item) => item.textContent),
    ).toEqual(testRows().map((row) => `⠿${row.searchText}`));
    expect(within(list).getByRole('button', { name: 'Move Powai Mumbai', ...hidden })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save order', ...hidden }));
    await waitFor(() => expect(reorder).toHaveBeenCalledWith(testRows().map((row) => row._id)));
  });

  it('a support role is told there is no access and nothing is fetched', async () => {
    const { fetch } = renderSuggestions('support');
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
