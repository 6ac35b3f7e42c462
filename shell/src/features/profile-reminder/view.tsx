import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { $auth } from 'shared/auth';
import { useHydrated } from 'shared/ssr';
import { profileReminderTexts } from './i18n';
import { $reminderShown, CREATE_PROFILE_PATH, pageVisited, reminderDismissed } from './model';

const useStyles = makeStyles({
  // Fixed to the bottom, above the page: it moves nothing when it appears (no layout shift).
  bar: {
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: 90,
    boxShadow: tokens.shadow16,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  text: { margin: 0, flexGrow: 1 },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
});

/** A gentle, dismissible bar asking a user without a name to complete the profile. */
export function ProfileReminder() {
  const styles = useStyles();
  const t = profileReminderTexts.useT();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [shown, auth, visited, dismissed] = useUnit([
    $reminderShown,
    $auth,
    pageVisited,
    reminderDismissed,
  ]);
  const userId = auth.user?._id;
  useEffect(() => {
    if (hydrated && userId) visited({ path: pathname, now: Date.now() });
  }, [hydrated, userId, pathname, visited]);

  if (!hydrated || !shown || !userId) return null;
  return (
    <section className={styles.bar} aria-label={t('label')}>
      <p className={styles.text}>{t('text')}</p>
      <Link className={styles.link} to={`${CREATE_PROFILE_PATH}/${encodeURIComponent(userId)}`}>
        {t('action')}
      </Link>
      <Button appearance="subtle" size="small" onClick={() => dismissed()}>
        {t('dismiss')}
      </Button>
    </section>
  );
}
