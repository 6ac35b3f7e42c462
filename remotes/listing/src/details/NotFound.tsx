import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { listingTexts } from '../i18n';

const useStyles = makeStyles({
  box: {
    maxWidth: '640px',
    margin: '0 auto',
    padding: tokens.spacingVerticalXXXL,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
  },
  cta: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
  },
});

/** An unknown, removed, sold or not-yet-approved listing: say so plainly and offer a way on. */
export function NotFound() {
  const styles = useStyles();
  const t = listingTexts.useT();
  return (
    <section className={styles.box} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className={styles.cta} to="/property-listing">
        {t('notFound.browse')}
      </Link>
    </section>
  );
}
