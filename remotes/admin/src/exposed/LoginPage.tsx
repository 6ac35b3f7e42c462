import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';
import { LoginForm } from '../login/LoginForm';

export default function LoginPage() {
  const t = texts.useT();
  useDocumentTitle(t('login.title'));
  return <LoginForm />;
}
