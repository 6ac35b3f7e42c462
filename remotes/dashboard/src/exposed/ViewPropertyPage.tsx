import { makeStyles, tokens } from '@fluentui/react-components';
import { useDocumentTitle } from 'shared/ssr';
import { texts } from '../i18n';
import { ViewPropertyView } from '../view-property/ViewPropertyView';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
  },
  heading: { margin: 0 },
});

/** /view/property?propertyId=: the owner's view of one listing. */
export default function ViewPropertyPage() {
  const styles = useStyles();
  const t = texts.useT();
  useDocumentTitle(t('viewProperty.title'));
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('viewProperty.heading')}</h1>
      <ViewPropertyView />
    </div>
  );
}
