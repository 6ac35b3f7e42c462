import { AdminSummary } from '../dashboard/AdminSummary';

export default function DashboardPage() {
  return <AdminSummary />;
}
