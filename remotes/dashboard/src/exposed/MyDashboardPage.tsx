import { UserPage } from '../frame/UserPage';
import { texts } from '../i18n';
import { DashboardOverview } from '../overview/DashboardOverview';

/** /my-dashboard: the owner's numbers, listings to renew and the 30-day chart. */
export default function MyDashboardPage() {
  const t = texts.useT();
  return (
    <UserPage title={t('myDashboard.title')} heading={t('myDashboard.heading')} stretch>
      <DashboardOverview />
    </UserPage>
  );
}
