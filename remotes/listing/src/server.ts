// The listing remote's server entry, built for Node into dist/server/ (a federation container the
// api's renderer loads from beside the remote's manifest, rsbuild.base.ts), to render
// /property-listing, /property/details/:id and the home page's recent row as HTML that the browser then hydrates.

import { allSettled, fork, serialize } from 'effector';
import type { ServerPageContext, ServerPages } from 'shared/ssr';
import { serverWindow } from 'shared/ssr/server';
import {
  fetchListingFx,
  fetchRecentFx,
  fetchSimilarFx,
  listingDetail,
  recentListings,
  searchListingsFx,
  searchPage,
  similarListings,
} from './api/listings';
import { sanitizeWithWindow } from './details/Description';
import { pageOpened } from './details/model';
import { PropertyDetailsPage } from './details/page';
import { recentShown } from './recent/model';
import { RecentListings } from './recent/view';
import { queryChanged } from './search/model';
import { ListingPage } from './search/page';
import { parseQuery } from './search/query';

sanitizeWithWindow(serverWindow());

/** The page's first data through the same model the browser runs, with the api called in-process. */
function scopeFor({ getJson }: ServerPageContext) {
  return fork({
    handlers: [
      [
        searchListingsFx,
        (request: Parameters<typeof searchPage>[0]) => searchPage(request, getJson),
      ],
      [fetchListingFx, (id: string) => listingDetail(id, getJson)],
      [fetchSimilarFx, (id: string) => similarListings(id, getJson)],
      [fetchRecentFx, () => recentListings(getJson)],
    ],
  });
}

const DETAIL_PATH = /^\/property\/details\/([^/]+)$/;

export const serverPages: ServerPages = {
  // The home page's first row: the shell renders it under its hero.
  RecentListings: {
    Component: RecentListings,
    async prepare(context) {
      const scope = scopeFor(context);
      await allSettled(recentShown, { scope });
      return serialize(scope);
    },
  },
  ListingPage: {
    Component: ListingPage,
    async prepare(context) {
      const scope = scopeFor(context);
      await allSettled(queryChanged, { scope, params: parseQuery(context.url.searchParams) });
      return serialize(scope);
    },
  },
  PropertyDetailsPage: {
    Component: PropertyDetailsPage,
    async prepare(context) {
      const id = DETAIL_PATH.exec(context.url.pathname)?.[1];
      const scope = scopeFor(context);
      if (id) await allSettled(pageOpened, { scope, params: decodeURIComponent(id) });
      return serialize(scope);
    },
  },
};
