import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function CancelPage() {
  const t = texts.useT();
  useDocumentTitle(t('cancel.title'));
  return <h1>{t('cancel.heading')}</h1>;
}
