import { useUnit } from 'effector-react';
import { useNavigate } from 'react-router-dom';
import { adminLogoutFx } from 'shared/auth';
import { notifyErrorFx, notifySuccessFx } from 'shared/ui/notify';
import { LogoutDialog } from '../dashboard/LogoutDialog';
import { texts } from '../i18n';

/** Logout (asks first), then back to the login page whatever the server said. */
export function LogoutButton() {
  const navigate = useNavigate();
  const [logout, loggingOut, notifySuccess, notifyError] = useUnit([
    adminLogoutFx,
    adminLogoutFx.pending,
    notifySuccessFx,
    notifyErrorFx,
  ]);
  const signOut = async () => {
    try {
      await logout();
      notifySuccess(texts.t('logout.success'));
    } catch {
      notifyError(texts.t('logout.failed'));
    }
    navigate('/admin/login', { replace: true });
  };
  return <LogoutDialog onConfirm={signOut} busy={loggingOut} />;
}
