import type { ComponentType, ReactNode } from 'react';
import type { ListingDetail } from 'shared/contracts/listings';
import { federationHost, loadFromHost } from 'shared/remotes/host';

export type ListingPreviewProps = { listing: ListingDetail; banner?: ReactNode };
export type ListingPreviewModule = { default: ComponentType<ListingPreviewProps> };

/** The listing remote's PropertyPreview (its detail view without actions), through the host. */
export const loadListingPreview = (): Promise<ListingPreviewModule> =>
  loadFromHost('listing/PropertyPreview', federationHost('listing'));
