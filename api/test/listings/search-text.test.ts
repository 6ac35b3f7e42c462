import { describe, expect, it } from '@rstest/core';
import { type Place, readSearchText } from '../../src/plugins/app/listings/search-text';

const place = (city: string, locality: string | null = null): Place => ({ city, locality });
const names = new Map<string, Place[]>([
  ['mumbai', [place('Mumbai')]],
  ['delhi', [place('Delhi')]],
  ['chennai', [place('Chennai')]],
  ['powai', [place('Mumbai', 'Powai')]],
  ['t nagar', [place('Chennai', 'T Nagar')]],
  ['civil lines', [place('Delhi', 'Civil Lines'), place('Jaipur', 'Civil Lines')]],
  ['sushant golf city', [place('Lucknow', 'Sushant Golf City')]],
]);
const read = (text: string, city?: string) => readSearchText(text, names, city);

describe('reading places out of a search text', () => {
  it('takes a locality and leaves the other words', () => {
    expect(read('T Nagar 2 bhk')).toEqual({
      places: [place('Chennai', 'T Nagar')],
      words: '2 bhk',
    });
    expect(read('powai')).toEqual({ places: [place('Mumbai', 'Powai')], words: undefined });
  });

  it('prefers the longest name', () => {
    expect(read('villa in Sushant Golf City')).toEqual({
      places: [place('Lucknow', 'Sushant Golf City')],
      words: 'villa in',
    });
  });

  it('takes a city, and narrows a locality found in several cities by it', () => {
    expect(read('sea view mumbai')).toEqual({ places: [place('Mumbai')], words: 'sea view' });
    expect(read('civil lines')).toEqual({
      places: [place('Delhi', 'Civil Lines'), place('Jaipur', 'Civil Lines')],
      words: undefined,
    });
    expect(read('Civil Lines Delhi')).toEqual({
      places: [place('Delhi', 'Civil Lines')],
      words: undefined,
    });
    expect(read('Mumbai Powai')).toEqual({ places: [place('Mumbai', 'Powai')], words: undefined });
  });

  it('keeps names that disagree with the city as words', () => {
    expect(read('Powai Delhi')).toEqual({ places: [place('Mumbai', 'Powai')], words: 'Delhi' });
    expect(read('Powai', 'Delhi')).toEqual({ places: undefined, words: 'Powai' });
    expect(read('Delhi', 'Delhi')).toEqual({ places: undefined, words: undefined });
    expect(read('civil lines', 'Jaipur')).toEqual({
      places: [place('Jaipur', 'Civil Lines')],
      words: undefined,
    });
  });

  it('leaves a text without place names as it is', () => {
    expect(read('gated  community')).toEqual({ places: undefined, words: 'gated community' });
  });
});
