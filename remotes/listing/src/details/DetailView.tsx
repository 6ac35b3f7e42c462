import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { ListingDetail } from 'shared/contracts/listings';
import { useVocabulary } from 'shared/i18n/vocabulary';
import { mediaUp } from 'shared/ui/theme';
import { EmiCalculator } from '../emi/EmiCalculator';
import { listingTexts } from '../i18n';
import { Description } from './Description';
import { Gallery } from './Gallery';
import { Amenities, KeyFacts } from './KeyFacts';
import { LocationInfo } from './LocationInfo';

export const useDetailStyles = makeStyles({
  page: {
    width: '100%',
    boxSizing: 'border-box',
    maxWidth: '1200px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXL,
  },
  top: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    [mediaUp('md')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(280px, 2fr)' },
  },
  summary: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { margin: 0, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600 },
  price: { margin: 0, fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
  muted: { margin: 0, color: tokens.colorNeutralForeground2 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500 },
});

type Props = {
  listing: ListingDetail;
  /** Above everything (the preview's banner). */
  before?: ReactNode;
  /** Under the summary: favourite, share, contact (none in a preview). */
  actions?: ReactNode;
  /** At the end: similar listings. */
  after?: ReactNode;
};

/**
 * A listing as the public sees it, from its data alone: the detail page renders it with its
 * actions, and the add-property wizard's preview (exposed/PropertyPreview) without them.
 */
export function DetailView({ listing, before, actions, after }: Props) {
  const styles = useDetailStyles();
  const t = listingTexts.useT();
  const v = useVocabulary();
  const perSqft = listing.listingType === 'sale' ? v.perSqft(listing.pricePerSqft) : null;
  return (
    <article className={styles.page} aria-labelledby="property-title">
      {before}
      <div className={styles.top}>
        <Gallery media={listing.media} title={listing.title} />
        <div className={styles.summary}>
          <h1 id="property-title" className={styles.title}>
            {listing.title}
          </h1>
          <p className={styles.price}>{v.price(listing.price, listing.listingType)}</p>
          {perSqft && <p className={styles.muted}>{perSqft}</p>}
          <p className={styles.muted}>
            {listing.locality}, {listing.city}
          </p>
          <p className={styles.muted}>
            {listing.rera
              ? t('details.rera', { id: listing.rera.id, state: listing.rera.state })
              : t('details.noRera')}
          </p>
          {actions}
        </div>
      </div>
      <section className={styles.section} aria-labelledby="facts-heading">
        <h2 id="facts-heading" className={styles.heading}>
          {t('details.keyFacts')}
        </h2>
        <KeyFacts listing={listing} />
      </section>
      <section className={styles.section} aria-labelledby="amenities-heading">
        <h2 id="amenities-heading" className={styles.heading}>
          {t('details.amenities')}
        </h2>
        <Amenities amenities={listing.amenities} />
      </section>
      <section className={styles.section} aria-labelledby="description-heading">
        <h2 id="description-heading" className={styles.heading}>
          {t('details.about')}
        </h2>
        <Description html={listing.description} />
      </section>
      <section className={styles.section} aria-labelledby="location-heading">
        <h2 id="location-heading" className={styles.heading}>
          {t('details.location')}
        </h2>
        <LocationInfo listing={listing} />
      </section>
      {listing.listingType === 'sale' && <EmiCalculator />}
      {after}
    </article>
  );
}
