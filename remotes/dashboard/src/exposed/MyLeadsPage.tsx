import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function MyLeadsPage() {
  const t = texts.useT();
  useDocumentTitle(t('myLeads.title'));
  return <h1>{t('myLeads.heading')}</h1>;
}
