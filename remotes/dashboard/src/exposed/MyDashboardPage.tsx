import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function MyDashboardPage() {
  const t = texts.useT();
  useDocumentTitle(t('myDashboard.title'));
  return <h1>{t('myDashboard.heading')}</h1>;
}
