import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';
import { LeadsPage } from '../leads/LeadsPage';

export default function MyLeadsPage() {
  const t = texts.useT();
  useDocumentTitle(t('myLeads.title'));
  return (
    <>
      <h1>{t('myLeads.heading')}</h1>
      <LeadsPage />
    </>
  );
}
