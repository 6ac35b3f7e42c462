import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function UsersPage() {
  const t = texts.useT();
  useDocumentTitle(t('users.title'));
  return <h1>{t('users.heading')}</h1>;
}
