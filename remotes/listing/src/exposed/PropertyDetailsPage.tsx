import { PropertyDetailsPage } from '../details/page';

/** /property/details/:propertyId */
export default PropertyDetailsPage;
