import { makeStyles, tokens } from '@fluentui/react-components';
import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';
import { MyPropertiesView } from '../my-properties/MyPropertiesView';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1400px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
  },
  heading: { margin: 0 },
});

/** /my-properties: every listing of the owner, with its actions. */
export default function MyPropertiesPage() {
  const styles = useStyles();
  const t = texts.useT();
  useDocumentTitle(t('myProperties.title'));
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('myProperties.heading')}</h1>
      <MyPropertiesView />
    </div>
  );
}
