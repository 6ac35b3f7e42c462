import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { ListingDetail } from 'shared/contracts/listings';
import { useVocabulary } from 'shared/i18n/vocabulary';
import { useDocumentTitle } from 'shared/ssr';
import { mediaUp } from 'shared/ui/theme';
import { PropertyCard } from '../card/PropertyCard';
import { ContactOwner } from '../contact/ContactOwner';
import { EmiCalculator } from '../emi/EmiCalculator';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { favouritesNeeded } from '../favourites/model';
import { type ListingT, listingTexts } from '../i18n';
import { Description } from './Description';
import { Gallery } from './Gallery';
import { Amenities, KeyFacts } from './KeyFacts';
import { LocationInfo } from './LocationInfo';
import {
  $error,
  $listing,
  $similar,
  $status,
  type DetailStatus,
  pageOpened,
  requestImagesClicked,
  retryClicked,
  shareClicked,
} from './model';
import { NotFound } from './NotFound';

const useStyles = makeStyles({
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
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500 },
  similar: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  loading: { minHeight: '60vh', display: 'grid', placeItems: 'center' },
});

function Details({ listing }: { listing: ListingDetail }) {
  const styles = useStyles();
  const t = listingTexts.useT();
  const v = useVocabulary();
  const [similar, requestImages, share] = useUnit([$similar, requestImagesClicked, shareClicked]);
  // Request images may open the login dialog; closing it gives focus back here.
  const restoreFocusHere = useRestoreFocusTarget();
  const perSqft = listing.listingType === 'sale' ? v.perSqft(listing.pricePerSqft) : null;
  return (
    <article className={styles.page} aria-labelledby="property-title">
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
          <div className={styles.actions}>
            <FavouriteButton propertyId={listing._id} title={listing.title} />
            <Button onClick={share}>{t('details.share')}</Button>
            <Button onClick={requestImages} {...restoreFocusHere}>
              {t('details.requestImages')}
            </Button>
          </div>
          <ContactOwner listing={listing} />
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
      {similar.length > 0 && (
        <section className={styles.section} aria-labelledby="similar-heading">
          <h2 id="similar-heading" className={styles.heading}>
            {t('details.similar')}
          </h2>
          <ul className={styles.similar}>
            {similar.map((card) => (
              <li key={card._id}>
                <PropertyCard listing={card} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** '2 BHK Apartment in Andheri West, Mumbai'; none while loading or after an error. */
function pageTitle(
  status: DetailStatus,
  listing: ListingDetail | null,
  id: string,
  t: ListingT,
): string | null {
  if (status === 'not-found') return t('details.notAvailableTitle');
  if (status !== 'ready' || !listing || listing._id !== id) return null;
  return listing.title.includes(listing.city) ? listing.title : `${listing.title}, ${listing.city}`;
}

export function PropertyDetailsPage() {
  const styles = useStyles();
  const t = listingTexts.useT();
  const { propertyId = '' } = useParams();
  const [opened, needFavourites, status, listing, error, retry] = useUnit([
    pageOpened,
    favouritesNeeded,
    $status,
    $listing,
    $error,
    retryClicked,
  ]);

  useEffect(() => {
    opened(propertyId);
    needFavourites();
  }, [opened, needFavourites, propertyId]);
  useDocumentTitle(pageTitle(status, listing, propertyId, t));

  if (status === 'not-found') return <NotFound />;
  if (status === 'error') {
    return (
      <div className={styles.page}>
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{error || t('details.loadFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={retry}>{t('retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      </div>
    );
  }
  if (!listing || listing._id !== propertyId) {
    return (
      <div className={styles.loading}>
        <Spinner label={t('details.loading')} />
      </div>
    );
  }
  return <Details listing={listing} />;
}
