import { makeStyles, tokens } from '@fluentui/react-components';
import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';
import { DashboardOverview } from '../overview/DashboardOverview';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: '100%',
    boxSizing: 'border-box',
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
  },
  heading: { margin: 0 },
});

/** /my-dashboard: the owner's numbers, listings to renew and the 30-day chart. */
export default function MyDashboardPage() {
  const styles = useStyles();
  const t = texts.useT();
  useDocumentTitle(t('myDashboard.title'));
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('myDashboard.heading')}</h1>
      <DashboardOverview />
    </div>
  );
}
