import { startDetailEarly } from '../api/listings';
import { preloadContracts } from '../api/validated';
import { PropertyDetailsPage } from '../details/page';

const DETAIL_PATH = /^\/property\/details\/([^/]+)$/;

// Only a load for a detail URL itself starts that listing's request early.
const propertyId = DETAIL_PATH.exec(window.location.pathname)?.[1];
if (propertyId) startDetailEarly(decodeURIComponent(propertyId));
preloadContracts();

/** /property/details/:propertyId */
export default PropertyDetailsPage;
