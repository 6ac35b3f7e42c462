import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';
import { ResetPasswordForm } from '../password/ResetPasswordForm';

export default function ChangePasswordPage() {
  const t = texts.useT();
  useDocumentTitle(t('changePassword.title'));
  return <ResetPasswordForm />;
}
