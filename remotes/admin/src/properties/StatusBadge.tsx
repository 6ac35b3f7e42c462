import { Badge } from '@fluentui/react-components';
import type { ListingStatus } from 'shared/vocabulary';
import { propertiesTexts } from './i18n';

const COLOURS: Partial<Record<ListingStatus, 'success' | 'warning' | 'danger' | 'informative'>> = {
  active: 'success',
  'pending-review': 'warning',
  rejected: 'danger',
};

export function StatusBadge({ status }: { status: ListingStatus }) {
  const t = propertiesTexts.useT();
  return (
    <Badge appearance="tint" color={COLOURS[status] ?? 'informative'}>
      {t(`status.${status}`)}
    </Badge>
  );
}
