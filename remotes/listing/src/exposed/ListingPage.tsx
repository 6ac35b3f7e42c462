import { ListingPage } from '../search/page';

/** /property-listing (search text and filters live in the URL). */
export default ListingPage;
