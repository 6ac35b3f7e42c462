import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function SettingsPage() {
  const t = texts.useT();
  useDocumentTitle(t('settings.title'));
  return <h1>{t('settings.heading')}</h1>;
}
