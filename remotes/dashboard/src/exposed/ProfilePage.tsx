import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function ProfilePage() {
  const t = texts.useT();
  useDocumentTitle(t('profile.title'));
  return <h1>{t('profile.heading')}</h1>;
}
