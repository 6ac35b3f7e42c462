import { makeStyles, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router-dom';
import { frameTexts } from './i18n';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0 },
  link: { color: tokens.colorBrandForegroundLink },
});

/** Shown instead of a screen the role may not open (the screen itself is not rendered). */
export function NoAccess() {
  const styles = useStyles();
  const t = frameTexts.useT();
  return (
    <section className={styles.box} aria-labelledby="admin-no-access">
      <h2 id="admin-no-access" className={styles.title}>
        {t('noAccess.title')}
      </h2>
      <p className={styles.text}>{t('noAccess.text')}</p>
      <p className={styles.text}>
        <RouterLink className={styles.link} to="/admin/dashboard">
          {t('noAccess.link')}
        </RouterLink>
      </p>
    </section>
  );
}
