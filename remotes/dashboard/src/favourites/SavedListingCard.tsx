import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Favourite } from 'shared/contracts/favourites';
import { useVocabulary } from 'shared/i18n/vocabulary';
import { favouritesTexts } from './i18n';
import { titleOf } from './model';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  price: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  footer: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * A saved listing without the listing remote's card: a removed listing (nothing to link to), or
 * while that card loads or when it cannot.
 */
export function SavedListingCard({
  favourite,
  footer,
}: {
  favourite: Favourite;
  footer: ReactNode;
}) {
  const styles = useStyles();
  const t = favouritesTexts.useT();
  const v = useVocabulary();
  const { property } = favourite;
  const title = titleOf(favourite);
  const place = property ? [property.locality, property.city].filter(Boolean).join(', ') : '';
  return (
    <article className={styles.card} aria-label={title}>
      <span className={styles.price}>
        {property
          ? v.price(property.price, property.listingType)
          : t('savedPrice', { price: v.price(favourite.priceAtSave, 'sale') })}
      </span>
      <h3 className={styles.title}>
        {property ? <Link to={`/property/details/${property._id}`}>{title}</Link> : title}
      </h3>
      {place && <span className={styles.muted}>{place}</span>}
      <div className={styles.footer}>{footer}</div>
    </article>
  );
}
