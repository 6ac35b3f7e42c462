import { AdminDashboard } from '../dashboard/AdminDashboard';
import { AdminPage } from '../frame/AdminPage';
import { texts } from '../i18n';

export default function DashboardPage() {
  const t = texts.useT();
  return (
    <AdminPage
      title={t('dashboard.title')}
      heading={t('dashboard.heading')}
      permission="dashboard.view"
    >
      <AdminDashboard />
    </AdminPage>
  );
}
