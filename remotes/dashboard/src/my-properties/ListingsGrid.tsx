import {
  createTableColumn,
  makeStyles,
  type TableColumnDefinition,
  tokens,
} from '@fluentui/react-components';
import { useMemo } from 'react';
import type { OwnerListing } from 'shared/contracts/ownerListings';
import { useLanguage } from 'shared/i18n';
import { useVocabulary } from 'shared/i18n/vocabulary';
import { formatDay } from '../days/dates';
import { placeOf, useCellStyles } from '../lists/cells';
import { RecordsGrid } from '../lists/RecordsGrid';
import { type PropertiesT, propertiesTexts } from './i18n';
import { RowActions } from './RowActions';
import { StatusBadge } from './StatusBadge';

const useStyles = makeStyles({
  property: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', minWidth: 0 },
  thumb: {
    width: '64px',
    height: '48px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    flexShrink: 0,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  status: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2px' },
});

type Columns = TableColumnDefinition<OwnerListing>[];

function useColumns(t: PropertiesT, now: Date): Columns {
  const cells = useCellStyles();
  const styles = useStyles();
  const v = useVocabulary();
  const language = useLanguage();
  return useMemo(
    () => [
      createTableColumn<OwnerListing>({
        columnId: 'property',
        renderHeaderCell: () => t('columnProperty'),
        renderCell: (item) => (
          <div className={styles.property}>
            {item.coverUrl ? (
              <img className={styles.thumb} src={item.coverUrl} alt="" loading="lazy" />
            ) : (
              <span className={styles.thumb} />
            )}
            <span className={cells.stack}>
              <span className={cells.strong}>{item.title}</span>
              <span className={cells.muted}>{placeOf(item.locality, item.city)}</span>
            </span>
          </div>
        ),
      }),
      createTableColumn<OwnerListing>({
        columnId: 'status',
        renderHeaderCell: () => t('columnStatus'),
        renderCell: (item) => (
          <div className={styles.status}>
            <StatusBadge status={item.status} />
            {item.pendingRevision && <span>{t('changesInReview')}</span>}
            {item.status === 'rejected' && item.rejectionReason && (
              <span className={cells.muted}>
                {t('rejectedBecause', { reason: item.rejectionReason })}
              </span>
            )}
            {!item.pendingRevision && item.revisionRejectionReason && (
              <span className={cells.muted}>
                {t('changesRejectedBecause', { reason: item.revisionRejectionReason })}
              </span>
            )}
          </div>
        ),
      }),
      createTableColumn<OwnerListing>({
        columnId: 'price',
        renderHeaderCell: () => t('columnPrice'),
        renderCell: (item) => v.price(item.price, item.listingType),
      }),
      createTableColumn<OwnerListing>({
        columnId: 'activity',
        renderHeaderCell: () => t('columnActivity'),
        renderCell: (item) =>
          t('activity', { views: item.views, leads: item.leads, favourites: item.favourites }),
      }),
      createTableColumn<OwnerListing>({
        columnId: 'expires',
        renderHeaderCell: () => t('columnExpires'),
        renderCell: (item) => {
          if (!item.expiresAt) return t('noExpiry');
          const day = formatDay(item.expiresAt, language);
          return item.status === 'expired' ? t('expired', { date: day }) : day;
        },
      }),
      createTableColumn<OwnerListing>({
        columnId: 'actions',
        renderHeaderCell: () => t('columnActions'),
        renderCell: (item) => <RowActions listing={item} now={now} />,
      }),
    ],
    [t, v, language, now, cells, styles],
  );
}

const COLUMN_SIZES = {
  property: { minWidth: 220, idealWidth: 300 },
  status: { minWidth: 120, idealWidth: 150 },
  price: { minWidth: 110, idealWidth: 130 },
  activity: { minWidth: 140, idealWidth: 170 },
  expires: { minWidth: 100, idealWidth: 120 },
  actions: { minWidth: 260, idealWidth: 360 },
};

const INTERACTIVE: ReadonlySet<string> = new Set(['actions']);

/** The owner's listings as a table (ordered by the server: newest change first). */
export function ListingsGrid({ items, now }: { items: OwnerListing[]; now: Date }) {
  const t = propertiesTexts.useT();
  const columns = useColumns(t, now);
  return (
    <RecordsGrid
      items={items}
      columns={columns}
      getRowId={(item) => item._id}
      label={t('table')}
      columnSizes={COLUMN_SIZES}
      interactive={INTERACTIVE}
    />
  );
}
