import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
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
  // Above the link's full-card hit area, like the heart.
  footer: {
    position: 'relative',
    zIndex: 1,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}`,
  },
});

/**
 * What a card shows. A search result has every field; a saved listing (the favourites page, via
 * the exposed card) may know less: a field left out is not shown (an `image` of null says "No
 * photo yet", a missing one shows no photo box).
 */
export type CardListing = Pick<ListingCard, '_id' | 'title' | 'listingType' | 'propertyType'> & {
  price: number | null;
  city: string | null;
  locality: string | null;
} & Partial<
    Pick<ListingCard, 'image' | 'pricePerSqft' | 'bhk' | 'areaSqft' | 'postedBy' | 'postedAt'>
  >;

type Props = {
  listing: CardListing;
  priority?: boolean;
  now?: Date;
  /** Replaces the heart (the favourites page puts Remove and a notice here). */
  footer?: ReactNode;
};

export function PropertyCard({ listing, priority = false, now, footer }: Props) {
  const styles = useStyles();
  const t = listingTexts.useT();
  const v = useVocabulary();
  // Rent per sq.ft ('₹ 41 / sq.ft') means little to a tenant: shown for sale listings only.
  const perSqft = listing.listingType === 'sale' ? v.perSqft(listing.pricePerSqft ?? null) : null;
  const facts = [
    v.bhk(listing.bhk ?? null),
    v.area(listing.areaSqft ?? null),
    v.label('propertyType', listing.propertyType),
  ].filter(Boolean);
  const place = [listing.locality, listing.city].filter(Boolean).join(', ');
  return (
    <article className={styles.card} aria-label={listing.title}>
      {listing.image !== undefined && <ListingPhoto image={listing.image} priority={priority} />}
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
        {place && <span className={styles.facts}>{place}</span>}
        {listing.postedBy && listing.postedAt && (
          <span className={styles.muted}>
            {t('card.posted', {
              postedBy: v.label('postedBy', listing.postedBy),
              when: v.posted(listing.postedAt, now),
            })}
          </span>
        )}
      </div>
      {footer ? (
        <div className={styles.footer}>{footer}</div>
      ) : (
        <div className={styles.heart}>
          <FavouriteButton propertyId={listing._id} title={listing.title} />
        </div>
      )}
    </article>
  );
}
