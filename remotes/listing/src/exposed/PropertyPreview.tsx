import { PropertyPreview } from '../details/PropertyPreview';

export type { PropertyPreviewProps } from '../details/PropertyPreview';

/**
 * Not a route: the add-property remote loads it through federation to show a draft as the
 * public will see it, the dashboard's /view/property an owner's listing (props: `{ listing:
 * ListingDetail, banner?: ReactNode }`; a given banner replaces the Preview one).
 */
export default PropertyPreview;
