import type { ListingDetail } from 'shared/contracts/listings';
import { RemoteView } from 'shared/remotes/RemoteView';
import { postingTexts } from '../postingTexts';
import { loadListingPreview } from './loadListingPreview';

/** The listing as buyers will see it, rendered by the listing remote's own detail view. */
export function ListingPreview({ listing }: { listing: ListingDetail }) {
  const t = postingTexts.useT();
  return (
    <RemoteView
      load={loadListingPreview}
      viewProps={{ listing }}
      texts={{
        region: t('preview.region'),
        loading: t('preview.loading'),
        failed: t('preview.failed'),
        retry: t('preview.retry'),
      }}
    />
  );
}
