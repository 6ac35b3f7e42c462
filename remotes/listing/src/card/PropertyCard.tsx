import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import type { ListingCard } from 'shared/contracts/listings';
import { useVocabulary } from 'shared/i18n/vocabulary';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { listingTexts } from '../i18n';
import { ListingPhoto } from './ListingPhoto';

const useStyles = makeStyles({
  card: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    ':hover': { boxShadow: tokens.shadow16 },
  },
  heart: {
    position: 'absolute',
    top: tokens.spacingVerticalS,
    right: tokens.spacingHorizontalS,
    zIndex: 1,
  },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
  },
  priceRow: {
    display: 'flex',
    alignItems: 'baseline',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
  price: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  title: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  link: {
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    // The whole card is the link's hit area; the heart sits above it.
    '::after': { content: '""', position: 'absolute', inset: 0 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  facts: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

type Props = { listing: ListingCard; priority?: boolean; now?: Date };

export function PropertyCard({ listing, priority = false, now }: Props) {
  const styles = useStyles();
  const t = listingTexts.useT();
  const v = useVocabulary();
  // Rent per sq.ft ('₹ 41 / sq.ft') means little to a tenant: shown for sale listings only.
  const perSqft = listing.listingType === 'sale' ? v.perSqft(listing.pricePerSqft) : null;
  const facts = [
    v.bhk(listing.bhk),
    v.area(listing.areaSqft),
    v.label('propertyType', listing.propertyType),
  ].filter(Boolean);
  return (
    <article className={styles.card} aria-label={listing.title}>
      <ListingPhoto image={listing.image} priority={priority} />
      <div className={styles.body}>
        <div className={styles.priceRow}>
          <span className={styles.price}>{v.price(listing.price, listing.listingType)}</span>
          {perSqft && <span className={styles.muted}>{perSqft}</span>}
        </div>
        <h3 className={styles.title}>
          <Link className={styles.link} to={`/property/details/${listing._id}`}>
            {listing.title}
          </Link>
        </h3>
        <span className={styles.facts}>{facts.join(' · ')}</span>
        <span className={styles.facts}>
          {listing.locality}, {listing.city}
        </span>
        <span className={styles.muted}>
          {t('card.posted', {
            postedBy: v.label('postedBy', listing.postedBy),
            when: v.posted(listing.postedAt, now),
          })}
        </span>
      </div>
      <div className={styles.heart}>
        <FavouriteButton propertyId={listing._id} title={listing.title} />
      </div>
    </article>
  );
}
