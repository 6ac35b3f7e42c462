import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
  },
  link: { color: tokens.colorBrandForegroundLink },
});

export function NotFoundPage() {
  const styles = useStyles();
  return (
    <section className={styles.root} aria-labelledby="not-found-title">
      <Text as="h1" size={800} weight="semibold" id="not-found-title">
        Page not found
      </Text>
      <Text as="p">The page you are looking for does not exist or has moved.</Text>
      <Link className={styles.link} to="/">
        Go to the home page
      </Link>
    </section>
  );
}
