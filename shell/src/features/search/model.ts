import { attach, combine, createEvent, createStore, sample } from 'effector';
import { debounce } from 'patronum/debounce';
import type { Suggestion } from 'shared/contracts/suggestions';
import { navigateFx } from 'shared/navigation';
import { fetchSuggestionsFx, listingUrl } from './api';

export const SEARCH_DEBOUNCE_MS = 500;

export type SearchModel = ReturnType<typeof createSearchModel>;

/** One instance per search box (header, drawer and home hero each own one). */
export function createSearchModel() {
  // data
  const $text = createStore('');
  const $suggestions = createStore<Suggestion[]>([]);
  const $isOpen = createStore(false);
  const $activeIndex = createStore(-1);
  const $showSuggestions = combine(
    $isOpen,
    $text,
    $suggestions,
    (isOpen, text, suggestions) => isOpen && text.trim() !== '' && suggestions.length > 0,
  );

  // UI events
  const textChanged = createEvent<string>();
  const textFilledFromUrl = createEvent<string>();
  const focused = createEvent();
  const closed = createEvent();
  const nextHighlighted = createEvent();
  const previousHighlighted = createEvent();
  const suggestionPicked = createEvent<Suggestion>();
  const activeSuggestionPicked = createEvent();
  const submitted = createEvent();

  const loadSuggestionsFx = attach({ effect: fetchSuggestionsFx });
  const searchFx = attach({
    effect: navigateFx,
    mapParams: (text: string) => ({ to: listingUrl(text) }),
  });

  // logic
  $text.on([textChanged, textFilledFromUrl], (_, text) => text);
  $isOpen
    .on([textChanged, focused], () => true)
    .on([closed, submitted, suggestionPicked], () => false);

  const textSettled = debounce(textChanged, SEARCH_DEBOUNCE_MS);
  sample({
    clock: textSettled,
    filter: (text) => text.trim() !== '',
    fn: (text) => text.trim(),
    target: loadSuggestionsFx,
  });
  sample({
    clock: textSettled,
    filter: (text) => text.trim() === '',
    fn: () => [],
    target: $suggestions,
  });
  // A late answer for older text must not replace the list for the current text.
  sample({
    clock: loadSuggestionsFx.done,
    source: $text,
    filter: (text, { params }) => text.trim() === params,
    fn: (_, { result }) => result,
    target: $suggestions,
  });

  // A failed fetch for the current text leaves no stale rows from older text behind.
  sample({
    clock: loadSuggestionsFx.fail,
    source: $text,
    filter: (text, { params }) => text.trim() === params,
    fn: (): Suggestion[] => [],
    target: $suggestions,
  });

  $activeIndex.reset([$suggestions, closed, submitted, suggestionPicked, textChanged]);
  // Arrow keys wrap around: down past the last row goes to the first, up from none to the last.
  sample({
    clock: [nextHighlighted.map(() => 1), previousHighlighted.map(() => -1)],
    source: { index: $activeIndex, suggestions: $suggestions },
    fn: ({ index, suggestions }, step) => {
      const count = suggestions.length;
      if (count === 0) return -1;
      if (index < 0) return step > 0 ? 0 : count - 1;
      return (index + step + count) % count;
    },
    target: $activeIndex,
  });
  sample({
    clock: nextHighlighted,
    source: $showSuggestions,
    filter: (shown) => !shown,
    fn: () => true,
    target: $isOpen,
  });

  sample({
    clock: activeSuggestionPicked,
    source: { index: $activeIndex, suggestions: $suggestions },
    filter: ({ index, suggestions }) => index >= 0 && index < suggestions.length,
    fn: ({ index, suggestions }) => suggestions[index] as Suggestion,
    target: suggestionPicked,
  });
  sample({ clock: suggestionPicked, fn: (suggestion) => suggestion.searchText, target: $text });
  sample({ clock: suggestionPicked, fn: (suggestion) => suggestion.searchText, target: searchFx });
  sample({ clock: submitted, source: $text, target: searchFx });

  return {
    $text,
    $suggestions,
    $showSuggestions,
    $activeIndex,
    textChanged,
    textFilledFromUrl,
    focused,
    closed,
    nextHighlighted,
    previousHighlighted,
    suggestionPicked,
    activeSuggestionPicked,
    submitted,
  };
}

export const headerSearch = createSearchModel();
export const drawerSearch = createSearchModel();
export const heroSearch = createSearchModel();
