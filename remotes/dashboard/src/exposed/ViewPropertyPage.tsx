import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function ViewPropertyPage() {
  const t = texts.useT();
  useDocumentTitle(t('viewProperty.title'));
  return <h1>{t('viewProperty.heading')}</h1>;
}
