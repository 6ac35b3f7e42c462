import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { AdminDashboardDay, RevenuePlan } from 'shared/contracts/adminDashboard';
import type { ListingsByStatus } from 'shared/contracts/dashboard';
import { useLanguage } from 'shared/i18n';
import { useVocabulary } from 'shared/i18n/vocabulary';
import { LISTING_STATUSES } from 'shared/vocabulary';
import { formatCount, formatRupees, formatShortDay } from './format';
import { dashboardTexts } from './i18n';

const useStyles = makeStyles({
  scroller: { maxHeight: '300px', overflowY: 'auto' },
  table: { borderCollapse: 'collapse', width: '100%' },
  cell: {
    textAlign: 'start',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  count: { textAlign: 'end' },
  caption: { textAlign: 'start', color: tokens.colorNeutralForeground3 },
});

/** A chart's numbers as a table in a box as tall as the chart's (keyboard-scrollable). */
function NumbersTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: { key: string; head: ReactNode; cells: ReactNode[] }[];
}) {
  const styles = useStyles();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className={styles.scroller} tabIndex={0} aria-label={caption}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={mergeClasses(styles.cell, index > 0 && styles.count)}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={styles.cell}>
                {row.head}
              </th>
              {row.cells.map((cell, index) => (
                <td key={index} className={mergeClasses(styles.cell, styles.count)}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The period's days, newest first. */
export function DaysTable({ days }: { days: AdminDashboardDay[] }) {
  const t = dashboardTexts.useT();
  const language = useLanguage();
  return (
    <NumbersTable
      caption={t('activityCaption')}
      columns={[t('columnDay'), t('newUsers'), t('newListings'), t('leads')]}
      rows={[...days].reverse().map((day) => ({
        key: day.day,
        head: formatShortDay(day.day, language),
        cells: [
          formatCount(day.newUsers, language),
          formatCount(day.newListings, language),
          formatCount(day.leads, language),
        ],
      }))}
    />
  );
}

export function StatusTable({ statuses }: { statuses: ListingsByStatus }) {
  const t = dashboardTexts.useT();
  const language = useLanguage();
  const vocabulary = useVocabulary();
  return (
    <NumbersTable
      caption={t('statusCaption')}
      columns={[t('columnStatus'), t('columnListings')]}
      rows={LISTING_STATUSES.map((status) => ({
        key: status,
        head: vocabulary.label('listingStatus', status),
        cells: [formatCount(statuses[status], language)],
      }))}
    />
  );
}

export function RevenueTable({ plans }: { plans: RevenuePlan[] }) {
  const t = dashboardTexts.useT();
  const language = useLanguage();
  return (
    <NumbersTable
      caption={t('revenueCaption')}
      columns={[t('columnPlan'), t('columnPayments'), t('columnAmount')]}
      rows={plans.map((plan) => ({
        key: plan.code,
        head: plan.name,
        cells: [
          formatCount(plan.payments, language),
          t('amount', { amount: formatRupees(plan.amountPaise, language) }),
        ],
      }))}
    />
  );
}
