import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Skeleton,
  SkeletonItem,
  tokens,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ActivityChart } from './ActivityChart';
import { ExpiringListings } from './ExpiringListings';
import { overviewTexts } from './i18n';
import {
  $dashboard,
  $error,
  $status,
  type DashboardData,
  dashboardOpened,
  isEmptyDashboard,
  retryClicked,
} from './model';
import { PlanCard, SummaryCards } from './SummaryCards';
import { useCardStyles } from './styles';
import { TopListings } from './TopListings';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  pair: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  skeletonGrid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  skeletonCard: { height: '160px' },
  skeletonItem: { height: '100%', borderRadius: tokens.borderRadiusLarge },
  postLink: {
    alignSelf: 'flex-start',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
  },
});

/** Five card-sized blocks while the numbers load (the cards take their place). */
function LoadingCards() {
  const styles = useStyles();
  const t = overviewTexts.useT();
  return (
    <Skeleton aria-label={t('loading')} className={styles.skeletonGrid}>
      {[1, 2, 3, 4, 5].map((n) => (
        <div key={n} className={styles.skeletonCard}>
          <SkeletonItem shape="rectangle" className={styles.skeletonItem} />
        </div>
      ))}
    </Skeleton>
  );
}

/** A new owner: nothing to count yet, a way to post, and the plan they have. */
function EmptyDashboard({ dashboard }: { dashboard: DashboardData }) {
  const styles = { ...useCardStyles(), ...useStyles() };
  const t = overviewTexts.useT();
  return (
    <div className={styles.pair}>
      <section className={styles.card} aria-labelledby="dashboard-empty-heading">
        <h2 id="dashboard-empty-heading" className={styles.heading}>
          {t('emptyHeading')}
        </h2>
        <p className={styles.text}>{t('emptyText')}</p>
        <Link to="/add-property" className={styles.postLink}>
          {t('postProperty')}
        </Link>
      </section>
      <PlanCard plan={dashboard.plan} />
    </div>
  );
}

/** /my-dashboard's content: the numbers first, then the expiring and top listings, then the chart. */
export function DashboardOverview() {
  const styles = useStyles();
  const t = overviewTexts.useT();
  const [dashboard, status, error, opened, retry] = useUnit([
    $dashboard,
    $status,
    $error,
    dashboardOpened,
    retryClicked,
  ]);
  useEffect(() => {
    opened();
  }, [opened]);

  if (status === 'error') {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{error || t('loadFailed')}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={retry}>{t('retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  // A reopened page shows the last numbers while fresh ones load.
  if (!dashboard) return <LoadingCards />;
  if (isEmptyDashboard(dashboard)) return <EmptyDashboard dashboard={dashboard} />;
  return (
    <div className={styles.column}>
      <SummaryCards dashboard={dashboard} />
      <div className={styles.pair}>
        <ExpiringListings listings={dashboard.expiringSoon} />
        <TopListings listings={dashboard.topListings} />
      </div>
      <ActivityChart series={dashboard.series} />
    </div>
  );
}
