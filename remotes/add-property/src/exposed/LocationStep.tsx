import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function LocationStep() {
  const t = texts.useT();
  useDocumentTitle(t('location.title'));
  return <h1>{t('location.heading')}</h1>;
}
