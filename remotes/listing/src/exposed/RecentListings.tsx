import { RecentListings } from '../recent/view';

/** Home page section: a row of the newest active listings. */
export default RecentListings;
