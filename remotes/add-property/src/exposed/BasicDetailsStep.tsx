import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function BasicDetailsStep() {
  const t = texts.useT();
  useDocumentTitle(t('basicDetails.title'));
  return <h1>{t('basicDetails.heading')}</h1>;
}
