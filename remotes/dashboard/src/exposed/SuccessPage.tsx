import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function SuccessPage() {
  const t = texts.useT();
  useDocumentTitle(t('success.title'));
  return <h1>{t('success.heading')}</h1>;
}
