import { useDocumentTitle } from 'shared/ssr';
import { AdminSummary } from '../dashboard/AdminSummary';

export default function DashboardPage() {
  useDocumentTitle('Admin: Dashboard');
  return <AdminSummary />;
}
