import type { SavedSearchCriteria } from 'shared/contracts/savedSearches';

/** The api's names for the listing search (criteria) -> the /property-listing URL's own names. */
const URL_NAMES: Partial<Record<keyof SavedSearchCriteria, string>> = {
  q: 'search',
  search: 'search',
  city: 'city',
  locality: 'locality',
  listingType: 'listingType',
  propertyType: 'propertyType',
  bhk: 'bhk',
  budgetMin: 'minPrice',
  budgetMax: 'maxPrice',
  areaMin: 'minArea',
  areaMax: 'maxArea',
  furnishing: 'furnishing',
  possession: 'possession',
  postedBy: 'postedBy',
  amenities: 'amenities',
  sort: 'sort',
};

/** `/property-listing?...` showing the saved search's results (paging and the default sort left out). */
export function listingUrlFor(criteria: SavedSearchCriteria): string {
  const params = new URLSearchParams();
  for (const [key, name] of Object.entries(URL_NAMES) as [keyof SavedSearchCriteria, string][]) {
    const value = criteria[key];
    if (value === undefined || value === null || value === '') continue;
    if (key === 'sort' && value === 'relevance') continue;
    const written = Array.isArray(value) ? value.join(',') : String(value);
    if (written && !params.has(name)) params.set(name, written);
  }
  const query = params.toString();
  return query ? `/property-listing?${query}` : '/property-listing';
}
