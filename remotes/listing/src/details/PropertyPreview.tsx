import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { ListingDetail } from 'shared/contracts/listings';
import { listingTexts } from '../i18n';
import { DetailView } from './DetailView';

export type PropertyPreviewProps = { listing: ListingDetail };

/**
 * The detail page's own view of a listing that is not public yet (the add-property wizard's
 * draft): nothing is fetched, and there is nothing to contact, favourite, share or compare.
 */
export function PropertyPreview({ listing }: PropertyPreviewProps) {
  const t = listingTexts.useT();
  return (
    <DetailView
      listing={listing}
      before={
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('preview.title')}</MessageBarTitle>
            {t('preview.explanation')}
          </MessageBarBody>
        </MessageBar>
      }
    />
  );
}
