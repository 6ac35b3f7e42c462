import type { ReactNode } from 'react';
import type { ListingDetail } from 'shared/contracts/listings';
import { RemoteView } from 'shared/remotes/RemoteView';
import { viewPropertyTexts } from './i18n';
import { loadListingPreview } from './loadListingPreview';

/** The listing as the public sees it, drawn by the listing remote's own detail view. */
export function PublicPreview({ listing, banner }: { listing: ListingDetail; banner: ReactNode }) {
  const t = viewPropertyTexts.useT();
  return (
    <RemoteView
      load={loadListingPreview}
      viewProps={{ listing, banner }}
      aboveFailure={banner}
      texts={{
        region: t('previewRegion'),
        loading: t('previewLoading'),
        failed: t('previewFailed'),
        retry: t('retry'),
      }}
    />
  );
}
