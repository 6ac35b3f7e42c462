import { preloadContracts } from '../api/validated';
import { ListingPage } from '../search/page';

preloadContracts();

/** /property-listing (search text and filters live in the URL). */
export default ListingPage;
