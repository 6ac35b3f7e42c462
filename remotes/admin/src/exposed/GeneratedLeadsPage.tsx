import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function GeneratedLeadsPage() {
  const t = texts.useT();
  useDocumentTitle(t('generatedLeads.title'));
  return <h1>{t('generatedLeads.heading')}</h1>;
}
