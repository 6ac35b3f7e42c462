import { createEffect } from 'effector';
import type { ListingCard, ListingDetail, ListingSearchAnswer } from 'shared/contracts';
import { userApi } from 'shared/http';
import type { ListingQuery } from '../search/query';
import { validated } from './validated';

/** 12 fills two screens on a phone and keeps the first render short on slow CPUs. */
export const PAGE_SIZE = 12;
export const SIMILAR_LIMIT = 6;
export const RECENT_LIMIT = 8;

/** Api parameter names for the URL's query (the URL keeps its own readable names). */
export function searchParamsForApi(query: ListingQuery, cursor: string | null): URLSearchParams {
  const params = new URLSearchParams();
  const put = (name: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(name, String(value));
  };
  put('search', query.search);
  put('city', query.city);
  put('locality', query.locality);
  put('listingType', query.listingType);
  put('propertyType', query.propertyTypes.join(','));
  // The api reads bhk=5 as "5 or more", like the '5+ BHK' choice.
  put('bhk', query.bhk.join(','));
  put('budgetMin', query.minPrice);
  put('budgetMax', query.maxPrice);
  put('areaMin', query.minArea);
  put('areaMax', query.maxArea);
  put('furnishing', query.furnishing.join(','));
  put('possession', query.possession);
  put('postedBy', query.postedBy.join(','));
  put('amenities', query.amenities.join(','));
  put('sort', query.sort);
  put('cursor', cursor);
  put('limit', PAGE_SIZE);
  return params;
}

export type SearchRequest = { query: ListingQuery; cursor: string | null };
export type SearchPage = Pick<ListingSearchAnswer, 'data' | 'total' | 'nextCursor'>;

/** GET listings/search */
export const searchListingsFx = createEffect(
  async ({ query, cursor }: SearchRequest): Promise<SearchPage> => {
    const answer = await validated(
      async () => (await import('shared/contracts')).listingSearchAnswerSchema,
      userApi.get(`listings/search?${searchParamsForApi(query, cursor)}`).json(),
      'Could not load listings',
    );
    return { data: answer.data, total: answer.total, nextCursor: answer.nextCursor };
  },
);

/** GET listings/{id}: rejects with code NOT_FOUND for an unknown or inactive listing. */
export const fetchListingFx = createEffect(async (id: string): Promise<ListingDetail> => {
  const answer = await validated(
    async () => (await import('shared/contracts')).listingDetailAnswerSchema,
    userApi.get(`listings/${encodeURIComponent(id)}`).json(),
    'Could not load this property',
  );
  return answer.listing;
});

/** GET listings/{id}/similar */
export const fetchSimilarFx = createEffect(async (id: string): Promise<ListingCard[]> => {
  const answer = await validated(
    async () => (await import('shared/contracts')).listingCardsAnswerSchema,
    userApi.get(`listings/${encodeURIComponent(id)}/similar?limit=${SIMILAR_LIMIT}`).json(),
  );
  return answer.data;
});

/** GET listings/recent */
export const fetchRecentFx = createEffect(async (): Promise<ListingCard[]> => {
  const answer = await validated(
    async () => (await import('shared/contracts')).listingCardsAnswerSchema,
    userApi.get(`listings/recent?limit=${RECENT_LIMIT}`).json(),
  );
  return answer.data;
});
