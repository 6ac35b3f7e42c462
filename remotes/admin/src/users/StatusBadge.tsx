import { Badge } from '@fluentui/react-components';
import { usersTexts } from './i18n';

/** Active (green) or Blocked (red), in words: the colour is not the only sign. */
export function StatusBadge({ blocked }: { blocked: boolean }) {
  const t = usersTexts.useT();
  return (
    <Badge appearance="tint" color={blocked ? 'danger' : 'success'}>
      {t(blocked ? 'status.blocked' : 'status.active')}
    </Badge>
  );
}
