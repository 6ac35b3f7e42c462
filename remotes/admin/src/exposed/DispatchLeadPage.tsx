import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function DispatchLeadPage() {
  const t = texts.useT();
  useDocumentTitle(t('dispatchLead.title'));
  return <h1>{t('dispatchLead.heading')}</h1>;
}
