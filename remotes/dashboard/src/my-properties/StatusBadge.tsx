import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useVocabulary } from 'shared/i18n/vocabulary';
import type { ListingStatus } from 'shared/vocabulary';

const COLOUR: Record<ListingStatus, BadgeProps['color']> = {
  draft: 'informative',
  'pending-review': 'warning',
  active: 'success',
  inactive: 'subtle',
  rejected: 'danger',
  expired: 'severe',
  sold: 'brand',
  rented: 'brand',
};

/** A listing's status in words (its colour only repeats what the words say). */
export function StatusBadge({ status }: { status: ListingStatus }) {
  const v = useVocabulary();
  return (
    <Badge appearance="tint" color={COLOUR[status]}>
      {v.label('listingStatus', status)}
    </Badge>
  );
}
