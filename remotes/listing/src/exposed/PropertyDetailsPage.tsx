import { preloadContracts } from '../api/validated';
import { PropertyDetailsPage } from '../details/page';

preloadContracts();

/** /property/details/:propertyId */
export default PropertyDetailsPage;
