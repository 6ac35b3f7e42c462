import { makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useNavigate } from 'react-router-dom';
import { $adminAuth, adminLogoutFx } from 'shared/auth';
import { notifyErrorFx, notifySuccessFx } from 'shared/ui/notify';
import { texts } from '../i18n';
import { LogoutDialog } from './LogoutDialog';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
  },
  title: { margin: 0, fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
  who: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** Who is signed in (read from the shell's admin auth store) and Logout (with a confirmation). */
export function AdminSummary() {
  const styles = useStyles();
  const t = texts.useT();
  const navigate = useNavigate();
  const [{ adminInfo }, logout, loggingOut, notifySuccess, notifyError] = useUnit([
    $adminAuth,
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

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('dashboard.heading')}</h1>
      <p className={styles.who}>
        {t('dashboard.signedInAs')} <strong>{adminInfo?.name ?? t('dashboard.defaultName')}</strong>
        {adminInfo?.email ? ` (${adminInfo.email})` : ''}
      </p>
      <LogoutDialog onConfirm={signOut} busy={loggingOut} />
    </main>
  );
}
