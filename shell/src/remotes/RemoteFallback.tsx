import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { commonTexts, shellTexts } from '../i18n';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    margin: `${tokens.spacingVerticalXXL} auto`,
    maxWidth: '640px',
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** What a person sees when a remote is down, hangs or throws. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const styles = useStyles();
  const t = shellTexts.useT();
  const tc = commonTexts.useT();
  return (
    <section role="alert" className={styles.root}>
      <h2 className={styles.title}>{t('remote.failedTitle')}</h2>
      <p className={styles.text}>{t('remote.failedText')}</p>
      <Button appearance="primary" onClick={onRetry}>
        {tc('retry')}
      </Button>
    </section>
  );
}
