import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function PropertiesPage() {
  const t = texts.useT();
  useDocumentTitle(t('properties.title'));
  return <h1>{t('properties.heading')}</h1>;
}
