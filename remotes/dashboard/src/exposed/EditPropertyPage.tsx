import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function EditPropertyPage() {
  const t = texts.useT();
  useDocumentTitle(t('editProperty.title'));
  return <h1>{t('editProperty.heading')}</h1>;
}
