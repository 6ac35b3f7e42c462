import { describe, expect, it } from '@rstest/core';
import { vocabularyIn, vocabularyTexts } from 'shared/i18n/vocabulary';
import { searchParamsForApi } from '../api/listings';
import { listingTexts } from '../i18n';
import { activeFilterCount, EMPTY_QUERY, parseQuery, queryKey, toSearchParams } from './query';
import { relaxations } from './relax';

const english = {
  t: listingTexts.t,
  v: vocabularyIn('en', vocabularyTexts.t as Parameters<typeof vocabularyIn>[1]),
};

describe('listing query in the URL', () => {
  it('reads every filter from the URL', () => {
    const query = parseQuery(
      new URLSearchParams(
        'search=sea view&city=Mumbai&locality=Bandra&listingType=rent&propertyType=apartment,villa' +
          '&bhk=2,3&minPrice=20000&maxPrice=50000&minArea=500&maxArea=1500&furnishing=furnished' +
          '&possession=ready-to-move&postedBy=owner&amenities=lift,gym&sort=newest',
      ),
    );
    expect(query).toEqual({
      search: 'sea view',
      city: 'Mumbai',
      locality: 'Bandra',
      listingType: 'rent',
      propertyTypes: ['apartment', 'villa'],
      bhk: [2, 3],
      minPrice: 20000,
      maxPrice: 50000,
      minArea: 500,
      maxArea: 1500,
      furnishing: ['furnished'],
      possession: 'ready-to-move',
      postedBy: ['owner'],
      amenities: ['lift', 'gym'],
      sort: 'newest',
    });
  });

  it('drops unknown or broken values instead of failing', () => {
    const query = parseQuery(
      new URLSearchParams('listingType=lease&bhk=2,x,99&minPrice=-5&sort=cheapest&amenities=moat'),
    );
    expect(query).toEqual({ ...EMPTY_QUERY, bhk: [2] });
  });

  it('writes one canonical URL: defaults left out, a fixed order', () => {
    const params = toSearchParams({ ...EMPTY_QUERY, bhk: [3, 2], city: 'Pune' });
    expect(params.toString()).toBe('city=Pune&bhk=3%2C2');
    expect(queryKey(EMPTY_QUERY)).toBe('');
    expect(toSearchParams({ ...EMPTY_QUERY, sort: 'price-asc' }).toString()).toBe('sort=price-asc');
  });

  it('sorts by price per sq.ft only within Buy or Rent (a rent per sq.ft is no sale price)', () => {
    expect(parseQuery(new URLSearchParams('sort=price-per-sqft')).sort).toBe('relevance');
    expect(parseQuery(new URLSearchParams('listingType=sale&sort=price-per-sqft')).sort).toBe(
      'price-per-sqft',
    );
    expect(toSearchParams({ ...EMPTY_QUERY, sort: 'price-per-sqft' }).toString()).toBe('');
    expect(
      toSearchParams({ ...EMPTY_QUERY, listingType: 'rent', sort: 'price-per-sqft' }).toString(),
    ).toBe('listingType=rent&sort=price-per-sqft');
  });

  it('round-trips through the URL', () => {
    const query = { ...EMPTY_QUERY, search: 'baner', bhk: [2 as const], maxPrice: 5_000_000 };
    expect(parseQuery(toSearchParams(query))).toEqual(query);
  });

  it('counts the active filters (not text or sort)', () => {
    expect(activeFilterCount({ ...EMPTY_QUERY, search: 'x', sort: 'newest' })).toBe(0);
    expect(activeFilterCount({ ...EMPTY_QUERY, bhk: [2], minPrice: 1, city: 'Pune' })).toBe(3);
  });

  it("speaks the api's parameter names", () => {
    const params = searchParamsForApi(
      { ...EMPTY_QUERY, bhk: [2, 5], minPrice: 100, maxArea: 900 },
      'abc',
    );
    expect(params.get('bhk')).toBe('2,5');
    expect(params.get('budgetMin')).toBe('100');
    expect(params.get('areaMax')).toBe('900');
    expect(params.get('cursor')).toBe('abc');
    expect(params.get('sort')).toBe('relevance');
  });
});

describe('relaxing an empty search', () => {
  it('suggests the narrowest filters first and keeps the rest', () => {
    const query = { ...EMPTY_QUERY, city: 'Pune', amenities: ['gym' as const], bhk: [4 as const] };
    const [first, second] = relaxations(query, english);
    expect(first?.label).toBe('Remove amenities (Gym)');
    expect(first?.query).toEqual({ ...query, amenities: [] });
    expect(second?.label).toBe('Any number of bedrooms');
  });

  it('has nothing to suggest for an empty query', () => {
    expect(relaxations(EMPTY_QUERY, english)).toEqual([]);
  });
});
