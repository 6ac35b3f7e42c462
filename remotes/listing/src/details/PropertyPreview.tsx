import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { ListingDetail } from 'shared/contracts/listings';
import { listingTexts } from '../i18n';
import { DetailView } from './DetailView';

export type PropertyPreviewProps = {
  listing: ListingDetail;
  /** Replaces the draft's Preview banner (the owner's page of a listing says where it stands). */
  banner?: ReactNode;
};

/**
 * The detail page's own view of a listing buyers are not looking at: the add-property wizard's
 * draft, the owner's /view/property. Nothing is fetched or counted, and there is nothing to
 * contact, favourite, share or compare.
 */
export function PropertyPreview({ listing, banner }: PropertyPreviewProps) {
  const t = listingTexts.useT();
  return (
    <DetailView
      listing={listing}
      before={
        banner ?? (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{t('preview.title')}</MessageBarTitle>
              {t('preview.explanation')}
            </MessageBarBody>
          </MessageBar>
        )
      }
    />
  );
}
