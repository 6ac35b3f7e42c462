import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function MyPropertiesPage() {
  const t = texts.useT();
  useDocumentTitle(t('myProperties.title'));
  return <h1>{t('myProperties.heading')}</h1>;
}
