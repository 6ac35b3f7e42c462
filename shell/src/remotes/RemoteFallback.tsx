import { Button, makeStyles, tokens } from '@fluentui/react-components';

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
  return (
    <section role="alert" className={styles.root}>
      <h2 className={styles.title}>This section could not be loaded.</h2>
      <p className={styles.text}>
        Check your internet connection and press Retry. If it keeps failing, this part of the site
        may be down for a moment: the rest of the site still works, so try again in a few minutes.
      </p>
      <Button appearance="primary" onClick={onRetry}>
        Retry
      </Button>
    </section>
  );
}
