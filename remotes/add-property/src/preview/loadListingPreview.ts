import type { ComponentType } from 'react';
import type { ListingDetail } from 'shared/contracts/listings';
import { type FederationInstance, federationHost, loadFromHost } from 'shared/remotes/host';

export type ListingPreviewProps = { listing: ListingDetail };
export type ListingPreviewModule = { default: ComponentType<ListingPreviewProps> };

/** Loads the listing remote's PropertyPreview (its detail view) at run time, through the host. */
export const loadListingPreview = (
  host: FederationInstance | undefined = federationHost('listing'),
): Promise<ListingPreviewModule> => loadFromHost('listing/PropertyPreview', host);
