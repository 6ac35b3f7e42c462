import { makeStyles, tokens } from '@fluentui/react-components';
import type { ListingDetail } from 'shared/contracts/listings';
import { useVocabulary } from 'shared/i18n/vocabulary';
import { listingTexts } from '../i18n';
import { keyFacts } from './facts';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  amenities: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  amenity: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
  },
});

export function KeyFacts({ listing }: { listing: ListingDetail }) {
  const styles = useStyles();
  const t = listingTexts.useT();
  const v = useVocabulary();
  return (
    <dl className={styles.list} aria-label={t('details.keyFacts')}>
      {keyFacts(listing, { t, v }).map(({ term, value }) => (
        <div key={term}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Amenities({ amenities }: { amenities: ListingDetail['amenities'] }) {
  const styles = useStyles();
  const t = listingTexts.useT();
  const v = useVocabulary();
  if (amenities.length === 0) return <p>{t('details.noAmenities')}</p>;
  return (
    <ul className={styles.amenities} aria-label={t('details.amenities')}>
      {amenities.map((amenity) => (
        <li key={amenity} className={styles.amenity}>
          {v.label('amenity', amenity)}
        </li>
      ))}
    </ul>
  );
}
