import type { ComponentType, ReactNode } from 'react';
import type { PropertySummary } from 'shared/contracts/properties';
import { type FederationInstance, federationHost, loadFromHost } from 'shared/remotes/host';

/** What the listing remote's exposed PropertyCard takes (its CardListing is wider). */
export type ListingCardProps = {
  listing: Pick<
    PropertySummary,
    '_id' | 'title' | 'listingType' | 'propertyType' | 'price' | 'city' | 'locality'
  >;
  footer?: ReactNode;
};
export type ListingCardModule = { default: ComponentType<ListingCardProps> };

let cached: Promise<ListingCardModule> | null = null;

/** Tests: the next load asks the host again. */
export function forgetListingCard(): void {
  cached = null;
}

/** Loads the listing remote's card at run time through the host (once; a failure may retry). */
export function loadListingCard(
  host: FederationInstance | undefined = federationHost('listing'),
): Promise<ListingCardModule> {
  cached ??= loadFromHost<ListingCardModule>('listing/PropertyCard', host).catch(
    (error: unknown) => {
      cached = null;
      throw error;
    },
  );
  return cached;
}
