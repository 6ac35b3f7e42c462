import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { OwnerListingViewAnswer } from 'shared/contracts/ownerListings';
import { useLanguage } from 'shared/i18n';
import { useVocabulary } from 'shared/i18n/vocabulary';
import { formatDay } from '../days/dates';
import { viewPropertyTexts } from './i18n';

type Props = Pick<
  OwnerListingViewAnswer,
  'status' | 'rejectionReason' | 'expiresAt' | 'pendingRevision'
>;

/** Where the listing stands for buyers: above its public view, in place of the draft's banner. */
export function StatusBanner({ status, rejectionReason, expiresAt, pendingRevision }: Props) {
  const t = viewPropertyTexts.useT();
  const v = useVocabulary();
  const language = useLanguage();
  const until = expiresAt ? formatDay(expiresAt, language) : null;
  let body: string;
  if (status === 'active') body = until ? t('liveUntil', { date: until }) : t('live');
  else if (status === 'pending-review') body = t('inReview');
  else if (status === 'rejected')
    body = rejectionReason ? t('rejectedWith', { reason: rejectionReason }) : t('rejected');
  else if (status === 'expired') body = t('expired');
  else body = t('hidden');
  return (
    <MessageBar
      intent={status === 'active' ? 'success' : status === 'rejected' ? 'error' : 'info'}
      layout="multiline"
    >
      <MessageBarBody>
        <MessageBarTitle>{v.label('listingStatus', status)}</MessageBarTitle>
        {body}
        {pendingRevision && ` ${t('changesInReview')}`}
      </MessageBarBody>
    </MessageBar>
  );
}
