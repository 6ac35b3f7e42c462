import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { commonTexts, shellTexts } from '../i18n';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalM,
  },
  // A CSS ring instead of Fluent's Spinner: the loading screen is on every first load.
  ring: {
    width: '40px',
    height: '40px',
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThicker} solid ${tokens.colorBrandBackground2}`,
    borderTopColor: tokens.colorBrandBackground,
    animationName: { to: { transform: 'rotate(360deg)' } },
    animationDuration: '0.9s',
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
  },
});

export function LoadingScreen() {
  const styles = useStyles();
  const t = shellTexts.useT();
  const tc = commonTexts.useT();
  return (
    <div className={styles.root} role="status" aria-live="polite">
      <span className={styles.ring} aria-hidden="true" />
      <Text size={500} weight="semibold">
        {tc('loading')}
      </Text>
      <Text>{t('loading.wait')}</Text>
    </div>
  );
}
