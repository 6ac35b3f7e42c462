import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from 'shared/ssr';
import { shellTexts } from '../../i18n';

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
  const t = shellTexts.useT();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className={styles.root} aria-labelledby="not-found-title">
      <Text as="h1" size={800} weight="semibold" id="not-found-title">
        {t('notFound.title')}
      </Text>
      <Text as="p">{t('notFound.text')}</Text>
      <Link className={styles.link} to="/">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
