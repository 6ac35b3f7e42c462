import { useDocumentTitle } from 'shared/ssr';
import { AdminSummary } from '../dashboard/AdminSummary';

import { texts } from '../i18n';

export default function DashboardPage() {
  const t = texts.useT();
  useDocumentTitle(t('dashboard.title'));
  return <AdminSummary />;
}
