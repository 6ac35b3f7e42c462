import { readServerState } from 'shared/ssr';
import { startDetailEarly } from '../api/listings';
import { preloadContracts } from '../api/validated';
import { PropertyDetailsPage } from '../details/page';

const DETAIL_PATH = /^\/property\/details\/([^/]+)$/;

// Only a load for a detail URL itself starts that listing's request early.
const propertyId = DETAIL_PATH.exec(window.location.pathname)?.[1];
// A page the server rendered already carries the listing.
if (propertyId && !readServerState()) startDetailEarly(decodeURIComponent(propertyId));
preloadContracts();

/** /property/details/:propertyId */
export default PropertyDetailsPage;
