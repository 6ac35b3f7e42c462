import { readServerState } from 'shared/ssr';
import { startSearchEarly } from '../api/listings';
import { preloadContracts } from '../api/validated';
import { ListingPage } from '../search/page';

// This module loads when the route is about to render (or on a link hover): only a load for
// the listing URL itself starts its search early.
// A page the server rendered already carries its results.
if (window.location.pathname === '/property-listing' && !readServerState()) {
  startSearchEarly(window.location.search);
}
preloadContracts();

/** /property-listing (search text and filters live in the URL). */
export default ListingPage;
