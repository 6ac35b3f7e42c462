import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { useLanguage } from 'shared/i18n';
import { useVocabulary } from 'shared/i18n/vocabulary';
import { LISTING_STATUSES } from 'shared/vocabulary';
import { formatDay } from '../days/dates';
import { Card } from './Card';
import { overviewTexts } from './i18n';
import type { DashboardData } from './model';
import { useCardStyles } from './styles';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  statuses: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
  },
});

const integer = new Intl.NumberFormat('en-IN');

/** A card with a heading and one big number. */
function NumberCard({
  heading,
  value,
  children,
}: {
  heading: string;
  value: number;
  children?: React.ReactNode;
}) {
  const styles = useCardStyles();
  return (
    <Card heading={heading}>
      <p className={styles.number}>{integer.format(value)}</p>
      {children}
    </Card>
  );
}

/** Listings by status (each a link to /my-properties filtered by it). */
function ListingsCard({ counts }: { counts: DashboardData['listingsByStatus'] }) {
  const styles = { ...useCardStyles(), ...useStyles() };
  const t = overviewTexts.useT();
  const vocabulary = useVocabulary();
  const shown = LISTING_STATUSES.filter((status) => status === 'active' || counts[status] > 0);
  return (
    <Card heading={t('listingsHeading')}>
      <ul className={styles.statuses}>
        {shown.map((status) => (
          <li key={status}>
            <Link to={`/my-properties?status=${status}`}>
              {t('statusLink', {
                status: vocabulary.label('listingStatus', status),
                count: integer.format(counts[status]),
              })}
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/my-properties">{t('seeAllListings')}</Link>
    </Card>
  );
}

function PlanCard({ plan }: { plan: DashboardData['plan'] }) {
  const styles = useCardStyles();
  const t = overviewTexts.useT();
  const language = useLanguage();
  return (
    <Card heading={t('planHeading')}>
      {plan ? (
        <>
          <p className={styles.text}>
            <strong>{plan.name}</strong>
          </p>
          <p className={styles.text}>
            {t('planListingsLeft', { left: plan.listingsLeft, quota: plan.propertyQuota })}
          </p>
          <p className={styles.muted}>
            {t('planDaysLeft', { days: plan.daysLeft, date: formatDay(plan.endsAt, language) })}
          </p>
          <Link to="/subscriptions/plan">{t('seePlans')}</Link>
        </>
      ) : (
        <>
          <p className={styles.text}>{t('noPlan')}</p>
          <Link to="/subscriptions/plan">{t('choosePlan')}</Link>
        </>
      )}
    </Card>
  );
}

/** The numbers of the dashboard: they paint first, before the chart's code arrives. */
export function SummaryCards({ dashboard }: { dashboard: DashboardData }) {
  const styles = { ...useCardStyles(), ...useStyles() };
  const t = overviewTexts.useT();
  return (
    <div className={styles.grid}>
      <ListingsCard counts={dashboard.listingsByStatus} />
      <NumberCard heading={t('viewsHeading')} value={dashboard.views30}>
        <p className={styles.muted}>{t('viewsHint')}</p>
      </NumberCard>
      <NumberCard heading={t('leadsHeading')} value={dashboard.leadsThisWeek}>
        <Link to="/my-leads">{t('seeLeads')}</Link>
      </NumberCard>
      <NumberCard heading={t('favouritesHeading')} value={dashboard.favouritesOfMyListings}>
        <p className={styles.muted}>{t('favouritesHint')}</p>
      </NumberCard>
      <PlanCard plan={dashboard.plan} />
    </div>
  );
}

export { PlanCard };
