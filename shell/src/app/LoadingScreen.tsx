import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalM,
  },
});

export function LoadingScreen() {
  const styles = useStyles();
  return (
    <div className={styles.root} role="status" aria-live="polite">
      <Spinner size="large" />
      <Text size={500} weight="semibold">
        Loading...
      </Text>
      <Text>Please wait while we prepare your experience</Text>
    </div>
  );
}
