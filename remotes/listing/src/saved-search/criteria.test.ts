import { describe, expect, it } from '@rstest/core';
import { SAVED_SEARCH_NAME_MAX, savedSearchCriteriaSchema } from 'shared/contracts/savedSearches';
import { listingTexts } from '../i18n';
import { EMPTY_QUERY } from '../search/query';
import { criteriaFor, suggestedName } from './criteria';

describe('saved search criteria and name', () => {
  it('sends the api its own names, without paging, and the contract accepts them', () => {
    const criteria = criteriaFor({
      ...EMPTY_QUERY,
      city: 'Pune',
      propertyTypes: ['apartment', 'villa'],
      minPrice: 5_000_000,
    });
    expect(criteria).toEqual({
      city: 'Pune',
      propertyType: 'apartment,villa',
      budgetMin: '5000000',
      sort: 'relevance',
    });
    const parsed = savedSearchCriteriaSchema.parse(criteria);
    expect(parsed.propertyType).toEqual(['apartment', 'villa']);
    expect(parsed.budgetMin).toBe(5_000_000);
  });

  it('suggests the heading as the name, cut to the longest name allowed', () => {
    expect(
      suggestedName({ ...EMPTY_QUERY, listingType: 'sale', city: 'Pune' }, listingTexts.t),
    ).toBe('Properties for sale in Pune');
    const long = suggestedName(
      { ...EMPTY_QUERY, search: 'sea facing with a private garden and parking', city: 'Mumbai' },
      listingTexts.t,
    );
    expect(long.length).toBe(SAVED_SEARCH_NAME_MAX);
    expect(long.endsWith('…')).toBe(true);
  });
});
