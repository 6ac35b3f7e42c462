import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { useLanguage } from 'shared/i18n';
import { formatIndiaMoment } from '../dates';
import { formatCount, formatRupees, formatWait } from './format';
import { dashboardTexts } from './i18n';
import type { AdminDashboardData } from './model';
import { useCardStyles } from './styles';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  numberCard: { minHeight: '140px' },
  link: { color: tokens.colorBrandForegroundLink },
});

function NumberCard({
  label,
  value,
  children,
}: {
  label: string;
  value: string;
  children?: ReactNode;
}) {
  const styles = { ...useCardStyles(), ...useStyles() };
  const id = useId();
  return (
    <section className={mergeClasses(styles.card, styles.numberCard)} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {label}
      </h2>
      <p className={styles.number}>{value}</p>
      {children}
    </section>
  );
}

/** The period's totals, the review queue now, and revenue when the role may see it. */
export function SummaryCards({
  data,
  canModerate,
}: {
  data: AdminDashboardData;
  canModerate: boolean;
}) {
  const styles = { ...useCardStyles(), ...useStyles() };
  const t = dashboardTexts.useT();
  const language = useLanguage();
  const { reviewQueue: queue, revenue } = data;
  return (
    <section aria-label={t('summary')}>
      <div className={styles.grid}>
        <NumberCard label={t('newUsers')} value={formatCount(data.totals.newUsers, language)} />
        <NumberCard
          label={t('newListings')}
          value={formatCount(data.totals.newListings, language)}
        />
        <NumberCard label={t('leads')} value={formatCount(data.totals.leads, language)} />
        <NumberCard
          label={t('reviewQueue')}
          value={t('reviewWaiting', { count: formatCount(queue.size, language) })}
        >
          {queue.size === 0 ? (
            <p className={styles.muted}>{t('reviewEmpty')}</p>
          ) : (
            <>
              {queue.oldestSince ? (
                <p className={styles.muted}>
                  {t('reviewOldest', { date: formatIndiaMoment(queue.oldestSince, language) })}
                </p>
              ) : null}
              {queue.medianWaitMinutes !== null ? (
                <p className={styles.muted}>
                  {t('reviewMedian', { wait: formatWait(queue.medianWaitMinutes, t) })}
                </p>
              ) : null}
            </>
          )}
          {canModerate && queue.size > 0 ? (
            <Link to="/admin/properties/all" className={styles.link}>
              {t('openQueue')}
            </Link>
          ) : null}
        </NumberCard>
        {revenue ? (
          <NumberCard
            label={t('revenue')}
            value={t('amount', { amount: formatRupees(revenue.totalPaise, language) })}
          >
            <p className={styles.muted}>
              {t('revenuePayments', { count: formatCount(revenue.payments, language) })}
            </p>
          </NumberCard>
        ) : null}
      </div>
    </section>
  );
}
