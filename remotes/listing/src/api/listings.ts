import { createEffect } from 'effector';
import type { ListingCard, ListingDetail, ListingSearchAnswer } from 'shared/contracts/listings';
import { type GetJson, getJsonFromApi } from 'shared/http';
import { listingTexts } from '../i18n';
import { type ListingQuery, parseQuery, queryKey } from '../search/query';
import { startEarly, takeEarly } from './early';
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

export async function searchPage(
  { query, cursor }: SearchRequest,
  getJson: GetJson = getJsonFromApi,
): Promise<SearchPage> {
  const answer = await validated(
    async () => (await import('shared/contracts/listings')).listingSearchAnswerSchema,
    getJson(`listings/search?${searchParamsForApi(query, cursor)}`),
    listingTexts.t('search.loadFailed'),
  );
  return { data: answer.data, total: answer.total, nextCursor: answer.nextCursor };
}

export async function listingDetail(
  id: string,
  getJson: GetJson = getJsonFromApi,
): Promise<ListingDetail> {
  const answer = await validated(
    async () => (await import('shared/contracts/listings')).listingDetailAnswerSchema,
    getJson(`listings/${encodeURIComponent(id)}`),
    listingTexts.t('details.loadFailed'),
  );
  return answer.listing;
}

const searchKey = (query: ListingQuery) => `search?${queryKey(query)}`;
const detailKey = (id: string) => `detail/${id}`;

/** Starts the first page of the search in `locationSearch` (the URL's query) before React renders. */
export function startSearchEarly(locationSearch: string): void {
  const query = parseQuery(new URLSearchParams(locationSearch));
  startEarly(searchKey(query), () => searchPage({ query, cursor: null }));
}

/** Starts loading a listing before React renders. */
export function startDetailEarly(id: string): void {
  if (id) startEarly(detailKey(id), () => listingDetail(id));
}

/** GET listings/search */
export const searchListingsFx = createEffect(
  (request: SearchRequest): Promise<SearchPage> =>
    (request.cursor === null ? takeEarly<SearchPage>(searchKey(request.query)) : undefined) ??
    searchPage(request),
);

/** GET listings/{id}: rejects with code NOT_FOUND for an unknown or inactive listing. */
export const fetchListingFx = createEffect(
  (id: string): Promise<ListingDetail> =>
    takeEarly<ListingDetail>(detailKey(id)) ?? listingDetail(id),
);

export async function similarListings(
  id: string,
  getJson: GetJson = getJsonFromApi,
): Promise<ListingCard[]> {
  const answer = await validated(
    async () => (await import('shared/contracts/listings')).listingCardsAnswerSchema,
    getJson(`listings/${encodeURIComponent(id)}/similar?limit=${SIMILAR_LIMIT}`),
  );
  return answer.data;
}

/** GET listings/{id}/similar */
export const fetchSimilarFx = createEffect((id: string) => similarListings(id));

export async function recentListings(getJson: GetJson = getJsonFromApi): Promise<ListingCard[]> {
  const answer = await validated(
    async () => (await import('shared/contracts/listings')).listingCardsAnswerSchema,
    getJson(`listings/recent?limit=${RECENT_LIMIT}`),
  );
  return answer.data;
}

/** GET listings/recent */
export const fetchRecentFx = createEffect(() => recentListings());
