import { makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { $adminAuth, adminLogoutFx } from 'shared/auth';
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
  const navigate = useNavigate();
  const [{ adminInfo }, logout, loggingOut] = useUnit([
    $adminAuth,
    adminLogoutFx,
    adminLogoutFx.pending,
  ]);

  const signOut = async () => {
    try {
      await logout();
      toast.success('Logout successful');
    } catch {
      toast.error('Logout failed');
    }
    navigate('/admin/login', { replace: true });
  };

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Admin dashboard</h1>
      <p className={styles.who}>
        Signed in as <strong>{adminInfo?.name ?? 'Admin'}</strong>
        {adminInfo?.email ? ` (${adminInfo.email})` : ''}
      </p>
      <LogoutDialog onConfirm={signOut} busy={loggingOut} />
    </main>
  );
}
