import { PropertyPreview } from '../details/PropertyPreview';

export type { PropertyPreviewProps } from '../details/PropertyPreview';

/**
 * Not a route: the add-property remote loads it through federation to show a draft as the
 * public will see it (props: `{ listing: ListingDetail }`).
 */
export default PropertyPreview;
