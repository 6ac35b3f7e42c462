import { PropertyCard } from '../card/PropertyCard';

export type { CardListing } from '../card/PropertyCard';

/**
 * Not a route: the dashboard's favourites page loads it through federation to show a saved
 * listing as the listing page does (props: `{ listing: CardListing, footer?: ReactNode }`; a
 * footer takes the heart's place).
 */
export default PropertyCard;
