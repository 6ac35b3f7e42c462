import {
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchCriteriaInput,
} from 'shared/contracts/savedSearches';
import { searchParamsForApi } from '../api/listings';
import type { ListingT } from '../i18n';
import { headingFor } from '../search/page';
import type { ListingQuery } from '../search/query';

/** The search as the api searches it (its own parameter names), without paging. */
export function criteriaFor(query: ListingQuery): SavedSearchCriteriaInput {
  const params = searchParamsForApi(query, null);
  params.delete('cursor');
  params.delete('limit');
  return Object.fromEntries(params) as SavedSearchCriteriaInput;
}

/** A name to start from: the page's heading ('Properties for rent in Baner, Pune'), cut to fit. */
export function suggestedName(query: ListingQuery, t: ListingT): string {
  const heading = headingFor(query, t);
  const bhk = query.bhk.length > 0 ? `${query.bhk.join(', ')} BHK · ` : '';
  const name = `${bhk}${heading}`;
  return name.length <= SAVED_SEARCH_NAME_MAX
    ? name
    : `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1).trimEnd()}…`;
}
