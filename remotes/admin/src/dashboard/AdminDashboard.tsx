import { makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../frame/LoadFailed';
import { useCan } from '../frame/staff';
import { ChartCard } from './ChartCard';
import { dashboardTexts } from './i18n';
import { $dashboard, $error, $status, isEmptyPeriod, periodShown, retryClicked } from './model';
import { PeriodPicker } from './PeriodPicker';
import { indiaToday, type Period, periodFromSearch, searchOfPeriod } from './period';
import { SummaryCards } from './SummaryCards';
import { useCardStyles } from './styles';
import { DaysTable, RevenueTable, StatusTable } from './tables';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  pair: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  skeletonGrid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  skeletonCard: { height: '140px' },
  skeletonItem: { height: '100%', borderRadius: tokens.borderRadiusLarge },
});

function LoadingCards() {
  const styles = useStyles();
  const t = dashboardTexts.useT();
  return (
    <Skeleton aria-label={t('loading')} className={styles.skeletonGrid}>
      {[1, 2, 3, 4].map((n) => (
        <div key={n} className={styles.skeletonCard}>
          <SkeletonItem shape="rectangle" className={styles.skeletonItem} />
        </div>
      ))}
    </Skeleton>
  );
}

/** /admin/dashboard's content: the period (in the URL), the numbers, then the charts. */
export function AdminDashboard() {
  const styles = { ...useCardStyles(), ...useStyles() };
  const t = dashboardTexts.useT();
  const canModerate = useCan('listings.view');
  const [search, setSearch] = useSearchParams();
  const today = indiaToday();
  const period = useMemo(() => periodFromSearch(search, today), [search, today]);
  const [data, status, error, shown, retry] = useUnit([
    $dashboard,
    $status,
    $error,
    periodShown,
    retryClicked,
  ]);
  useEffect(() => {
    shown({ from: period.from, to: period.to });
  }, [shown, period.from, period.to]);
  const choose = (next: Period) => setSearch(searchOfPeriod(next));

  let content: React.ReactNode;
  if (status === 'error') {
    content = (
      <LoadFailed message={error || t('loadFailed')} retryText={t('retry')} onRetry={retry} />
    );
  } else if (!data) {
    content = <LoadingCards />;
  } else {
    content = (
      <div className={styles.column} aria-busy={status === 'loading'}>
        <SummaryCards data={data} canModerate={canModerate} />
        {isEmptyPeriod(data) ? <p className={styles.muted}>{t('empty')}</p> : null}
        <ChartCard
          heading={t('activityHeading')}
          chart={({ ActivityChart }) => <ActivityChart days={data.days} />}
          table={<DaysTable days={data.days} />}
        />
        <div className={styles.pair}>
          <ChartCard
            heading={t('statusHeading')}
            chart={({ StatusChart }) => <StatusChart statuses={data.listingsByStatus} />}
            table={<StatusTable statuses={data.listingsByStatus} />}
          />
          {data.revenue ? (
            data.revenue.totalPaise > 0 ? (
              <ChartCard
                heading={t('revenueHeading')}
                chart={({ RevenueChart }) => <RevenueChart plans={data.revenue?.plans ?? []} />}
                table={<RevenueTable plans={data.revenue.plans} />}
              />
            ) : (
              <section className={styles.card} aria-label={t('revenueHeading')}>
                <h2 className={styles.heading}>{t('revenueHeading')}</h2>
                <p className={styles.muted}>{t('revenueNone')}</p>
              </section>
            )
          ) : null}
        </div>
      </div>
    );
  }
  return (
    <div className={styles.column}>
      <PeriodPicker period={period} today={today} onChange={choose} />
      {content}
    </div>
  );
}
