import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';
import { ForgetPasswordForm } from '../password/ForgetPasswordForm';

export default function ForgetPasswordPage() {
  const t = texts.useT();
  useDocumentTitle(t('forgetPassword.title'));
  return <ForgetPasswordForm />;
}
