import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { fork } from 'effector';
import type { Suggestion } from 'shared/contracts/suggestions';
import { currentLocation, renderWithProviders } from 'shared/testing';
import { fetchSuggestionsFx } from './api';
import { headerSearch } from './model';
import { SearchBox } from './view';

// As admin/suggestion answers: admin-curated rows (kind 'suggestion') first, then data rows with
// their kind; the empty row has the older shape (no kind), which must still render.
const suggestions: Suggestion[] = [
  { _id: 's1', searchText: 'Mumbai', kind: 'city', city: null },
  { _id: 's2', searchText: '' },
  { _id: 's3', searchText: 'Mumbai Andheri', kind: 'suggestion', city: null },
  { _id: 'locality:4', searchText: 'Mulund West', kind: 'locality', city: 'Mumbai' },
];

function setup(answer: Suggestion[] = suggestions) {
  const fetchSuggestions = rs.fn(async (_search: string) => answer);
  const scope = fork({ handlers: [[fetchSuggestionsFx, fetchSuggestions]] });
  renderWithProviders(<SearchBox model={headerSearch} />, { scope });
  const box = screen.getByRole('combobox', { name: 'Search properties' });
  return { fetchSuggestions, box };
}

async function type(box: HTMLElement, text: string) {
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
}

async function settle(ms = 500) {
  await act(async () => {
    await rs.advanceTimersByTimeAsync(ms);
  });
}

describe('search suggestions', () => {
  beforeEach(() => {
    rs.useFakeTimers();
  });
  afterEach(() => {
    rs.useRealTimers();
  });

  it('fetches once, 500 ms after the last keystroke, with the trimmed text', async () => {
    const { fetchSuggestions, box } = setup();
    await type(box, 'Mu');
    await settle(300);
    await type(box, ' Mum ');
    await settle(499);
    expect(fetchSuggestions).not.toHaveBeenCalled();
    await settle(1);
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    expect(fetchSuggestions.mock.calls[0]?.[0]).toBe('Mum');
  });

  it("shows a row per suggestion, 'No text' for an empty one", async () => {
    const { box } = setup();
    await type(box, 'Mum');
    await settle();
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    const names = ['Mumbai City', 'No text', 'Mumbai Andheri', 'Mulund West Locality in Mumbai'];
    // In this order, each named by all it shows (WCAG 2.5.3, label in name).
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.id),
    ).toEqual(names.map((name) => within(listbox).getByRole('option', { name }).id));
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(getComputedStyle(screen.getByRole('listbox')).maxHeight).toBe('300px');
  });

  it('says what each data row is (city, locality and its city); admin-curated rows say nothing', async () => {
    const { box } = setup();
    await type(box, 'Mum');
    await settle();
    const city = screen.getByRole('option', { name: 'Mumbai City' });
    expect(city.textContent).toBe('Mumbai City');
    screen.getByRole('option', { name: 'Mulund West Locality in Mumbai' });
    screen.getByRole('option', { name: 'Mumbai Andheri' });
    screen.getByRole('option', { name: 'No text' });
  });

  it('does not fetch for blank text and clears the list when the text becomes blank', async () => {
    const { fetchSuggestions, box } = setup();
    await type(box, 'Mum');
    await settle();
    expect(screen.getAllByRole('option')).toHaveLength(4);
    await type(box, '   ');
    await settle();
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listbox')).toBeNull();
    await type(box, 'M');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows nothing when the answer is empty', async () => {
    const { box } = setup([]);
    await type(box, 'Zzz');
    await settle();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves with the arrow keys, picks with Enter and searches for the pick', async () => {
    const { box } = setup();
    await type(box, 'Mum');
    await settle();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const third = screen.getByRole('option', { name: 'Mumbai Andheri' });
    expect(box.getAttribute('aria-activedescendant')).toBe(third.id);
    expect(third.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Mumbai City' }).id,
    );
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(third.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    await settle(0);
    expect((box as HTMLInputElement).value).toBe('Mumbai Andheri');
    expect(currentLocation()).toBe('/property-listing?search=Mumbai+Andheri');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes with Escape', async () => {
    const { box } = setup();
    await type(box, 'Mum');
    await settle();
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(currentLocation()).toBe('/');
  });

  it('clicking a row fills the box and submits it', async () => {
    const { box } = setup();
    await type(box, 'Mum');
    await settle();
    fireEvent.click(screen.getByRole('option', { name: 'Mumbai City' }));
    await settle(0);
    expect((box as HTMLInputElement).value).toBe('Mumbai');
    expect(currentLocation()).toBe('/property-listing?search=Mumbai');
  });

  it('clicking a locality row searches for its text, not its kind', async () => {
    const { box } = setup();
    await type(box, 'Mul');
    await settle();
    fireEvent.click(screen.getByRole('option', { name: 'Mulund West Locality in Mumbai' }));
    await settle(0);
    expect((box as HTMLInputElement).value).toBe('Mulund West');
    expect(currentLocation()).toBe('/property-listing?search=Mulund+West');
  });

  it('drops the rows when fetching them for the current text fails', async () => {
    const fetchSuggestions = rs.fn(async (search: string) => {
      if (search === 'Mumb') throw new Error('offline');
      return suggestions;
    });
    const scope = fork({ handlers: [[fetchSuggestionsFx, fetchSuggestions]] });
    renderWithProviders(<SearchBox model={headerSearch} />, { scope });
    const box = screen.getByRole('combobox', { name: 'Search properties' });
    await type(box, 'Mum');
    await settle();
    expect(screen.getAllByRole('option')).toHaveLength(4);
    await type(box, 'Mumb');
    await settle();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('search suggestions on small screens', () => {
  type HappyDomWindow = {
    happyDOM: { setViewport(size: { width: number; height: number }): void };
  };
  const setViewportWidth = (width: number) => {
    (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 });
  };
  beforeEach(() => {
    rs.useFakeTimers();
    setViewportWidth(600);
  });
  afterEach(() => {
    rs.useRealTimers();
    setViewportWidth(1024);
  });

  it('shows no drop-down below 900 px', async () => {
    const { box } = setup();
    await type(box, 'Mum');
    await settle();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('search submit', () => {
  it('sends trimmed text to the listing with a search query', async () => {
    const { box } = setup();
    fireEvent.change(box, { target: { value: '  Pune  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('/property-listing?search=Pune');
  });

  it('sends empty text to the unfiltered listing', async () => {
    const { box } = setup();
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.submit(screen.getByRole('search'));
    await screen.findByText('/property-listing');
    expect(currentLocation()).toBe('/property-listing');
  });
});
