import { makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { frameTexts } from './i18n';
import { $staff } from './staff';

const useStyles = makeStyles({
  who: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

const ROLE_KEYS = {
  'super-admin': 'role.super-admin',
  moderator: 'role.moderator',
  support: 'role.support',
  finance: 'role.finance',
} as const;

/** "Signed in as <name> (<e-mail>), <role>": the one place the chrome names the staff member. */
export function StaffLine() {
  const styles = useStyles();
  const t = frameTexts.useT();
  const staff = useUnit($staff);
  const roleKey = staff ? ROLE_KEYS[staff.role as keyof typeof ROLE_KEYS] : undefined;
  return (
    <p className={styles.who}>
      {t('signedInAs')} <strong>{staff?.name || t('defaultName')}</strong>
      {staff?.email ? ` (${staff.email})` : ''}
      {roleKey ? `, ${t(roleKey)}` : ''}
    </p>
  );
}

export const roleLabelKey = (role: string) => ROLE_KEYS[role as keyof typeof ROLE_KEYS];
