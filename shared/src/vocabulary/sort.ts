export const LISTING_SORTS = [
  'relevance',
  'newest',
  'price-asc',
  'price-desc',
  'price-per-sqft',
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const LISTING_SORT_LABELS: Record<ListingSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'price-per-sqft': 'Price per sq.ft: low to high',
};
