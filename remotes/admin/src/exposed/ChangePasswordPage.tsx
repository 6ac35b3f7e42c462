import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function ChangePasswordPage() {
  const t = texts.useT();
  useDocumentTitle(t('changePassword.title'));
  return <h1>{t('changePassword.heading')}</h1>;
}
