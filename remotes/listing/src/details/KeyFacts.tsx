import { makeStyles, tokens } from '@fluentui/react-components';
import type { ListingDetail } from 'shared/contracts/listings';
import { AMENITY_LABELS, labelOf } from 'shared/vocabulary';
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
  return (
    <dl className={styles.list} aria-label="Key facts">
      {keyFacts(listing).map(({ term, value }) => (
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
  if (amenities.length === 0) return <p>No amenities listed.</p>;
  return (
    <ul className={styles.amenities} aria-label="Amenities">
      {amenities.map((amenity) => (
        <li key={amenity} className={styles.amenity}>
          {labelOf(AMENITY_LABELS, amenity)}
        </li>
      ))}
    </ul>
  );
}
