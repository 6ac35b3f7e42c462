import { Badge, Link, makeStyles, tokens } from '@fluentui/react-components';
import type { AdminPropertyRow } from 'shared/contracts/adminProperties';
import type { Language } from 'shared/i18n';
import type { Vocabulary } from 'shared/i18n/vocabulary';
import { formatIndiaDate } from '../dates';
import type { AdminColumn } from '../table/types';
import { FlagBadges } from './FlagBadges';
import { waitingSince } from './format';
import type { propertiesTexts } from './i18n';
import { StatusBadge } from './StatusBadge';

export const useColumnStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

type Options = {
  queue: 'review' | 'all';
  t: ReturnType<typeof propertiesTexts.useT>;
  vocabulary: Vocabulary;
  language: Language;
  now: Date;
  open: (id: string) => void;
  styles: ReturnType<typeof useColumnStyles>;
};

/** The listing columns; the queue shows how long each waits, all listings when each was made. */
export function propertyColumns({
  queue,
  t,
  vocabulary,
  language,
  now,
  open,
  styles,
}: Options): AdminColumn<AdminPropertyRow>[] {
  const none = t('noValue');
  const when: AdminColumn<AdminPropertyRow> =
    queue === 'review'
      ? {
          id: 'waiting',
          label: t('col.waiting'),
          width: 150,
          render: (row) => {
            if (!row.submittedAt) return none;
            const waiting = waitingSince(row.submittedAt, now);
            return t(waiting.key, { count: waiting.count });
          },
        }
      : {
          id: 'createdAt',
          label: t('col.created'),
          width: 130,
          sortable: true,
          render: (row) => formatIndiaDate(row.createdAt, language),
        };
  return [
    {
      id: 'title',
      label: t('col.title'),
      render: (row) => (
        <span className={styles.stack}>
          <Link as="button" onClick={() => open(row._id)}>
            {row.title}
          </Link>
          {row.pendingRevision ? (
            <Badge appearance="outline" color="warning">
              {t('editWaiting')}
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      id: 'owner',
      label: t('col.owner'),
      width: 150,
      render: (row) => (
        <span className={styles.stack}>
          <span>{row.ownerName ?? none}</span>
          <span className={styles.muted}>{row.ownerPhone}</span>
        </span>
      ),
    },
    {
      id: 'place',
      label: t('col.place'),
      width: 150,
      render: (row) => [row.locality, row.city].filter(Boolean).join(', ') || none,
    },
    {
      id: 'price',
      label: t('col.price'),
      width: 140,
      sortable: queue === 'all',
      render: (row) => vocabulary.price(row.price, row.listingType),
    },
    {
      id: 'status',
      label: t('col.status'),
      width: 150,
      render: (row) => <StatusBadge status={row.status} />,
    },
    when,
    { id: 'flags', label: t('col.flags'), render: (row) => <FlagBadges flags={row.flags} /> },
  ];
}
