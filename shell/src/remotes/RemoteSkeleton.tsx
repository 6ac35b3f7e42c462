import { makeStyles, tokens } from '@fluentui/react-components';
import { shellTexts } from '../i18n';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
  },
  bar: {
    height: '16px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  heading: { height: '28px', width: '40%' },
  wide: { width: '90%' },
  short: { width: '60%' },
});

/** Placeholder with the rough shape of a page while its remote loads. */
export function RemoteSkeleton() {
  const styles = useStyles();
  const t = shellTexts.useT();
  return (
    <div className={styles.root} role="status" aria-label={t('remote.loading')} aria-busy="true">
      <div className={`${styles.bar} ${styles.heading}`} />
      <div className={`${styles.bar} ${styles.wide}`} />
      <div className={`${styles.bar} ${styles.short}`} />
    </div>
  );
}
