import { Badge, Link, makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import type { AdminListingFlag } from 'shared/contracts/adminProperties';
import { propertiesTexts } from './i18n';
import { propertyOpened } from './model';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
});

/**
 * The flags raised at submit as badges (the detail in the tooltip text); a likely duplicate
 * links to the other listing (it opens in the detail drawer).
 */
export function FlagBadges({ flags }: { flags: AdminListingFlag[] }) {
  const t = propertiesTexts.useT();
  const styles = useStyles();
  const open = useUnit(propertyOpened);
  if (flags.length === 0) return <span>{t('noValue')}</span>;
  return (
    <ul className={styles.list}>
      {flags.map((flag, index) => (
        <li key={`${flag.kind}-${flag.relatedPropertyId ?? index}`}>
          {flag.kind === 'duplicate' && flag.relatedPropertyId ? (
            <Link
              as="button"
              title={flag.detail}
              onClick={() => open(flag.relatedPropertyId as string)}
            >
              {t('flag.duplicateOf', { title: flag.relatedTitle ?? t('flag.duplicateUnknown') })}
            </Link>
          ) : (
            <Badge appearance="tint" color="warning" title={flag.detail}>
              {t(`flag.${flag.kind}`)}
            </Badge>
          )}
        </li>
      ))}
    </ul>
  );
}
