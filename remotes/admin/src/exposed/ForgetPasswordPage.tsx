import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';

export default function ForgetPasswordPage() {
  const t = texts.useT();
  useDocumentTitle(t('forgetPassword.title'));
  return <h1>{t('forgetPassword.heading')}</h1>;
}
