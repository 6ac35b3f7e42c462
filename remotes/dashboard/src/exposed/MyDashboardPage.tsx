import { useDocumentTitle } from 'shared/ssr';
export default function MyDashboardPage() {
  useDocumentTitle('My dashboard');
  return <h1>My dashboard</h1>;
}
