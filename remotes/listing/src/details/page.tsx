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
import { useDocumentTitle } from 'shared/ssr';
import { PropertyCard } from '../card/PropertyCard';
import { ContactOwner } from '../contact/ContactOwner';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { favouritesNeeded } from '../favourites/model';
import { type ListingT, listingTexts } from '../i18n';
import { DetailView, useDetailStyles } from './DetailView';
import {
  $error,
  $listing,
  $similar,
  $status,
  type DetailStatus,
  listingShown,
  pageOpened,
  requestImagesClicked,
  retryClicked,
  shareClicked,
} from './model';
import { NotFound } from './NotFound';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
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

/** The live page: the public view with its actions and similar listings. */
function Details({ listing }: { listing: ListingDetail }) {
  const styles = useStyles();
  const shared = useDetailStyles();
  const t = listingTexts.useT();
  const [similar, requestImages, share, shown] = useUnit([
    $similar,
    requestImagesClicked,
    shareClicked,
    listingShown,
  ]);
  // One view per page view, after the page has painted (effects never run on the server).
  useEffect(() => {
    shown(listing._id);
  }, [shown, listing._id]);
  // Request images may open the login dialog; closing it gives focus back here.
  const restoreFocusHere = useRestoreFocusTarget();
  return (
    <DetailView
      listing={listing}
      actions={
        <>
          <div className={styles.actions}>
            <FavouriteButton propertyId={listing._id} title={listing.title} />
            <Button onClick={share}>{t('details.share')}</Button>
            <Button onClick={requestImages} {...restoreFocusHere}>
              {t('details.requestImages')}
            </Button>
          </div>
          <ContactOwner listing={listing} />
        </>
      }
      after={
        similar.length > 0 && (
          <section className={shared.section} aria-labelledby="similar-heading">
            <h2 id="similar-heading" className={shared.heading}>
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
        )
      }
    />
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
  const shared = useDetailStyles();
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
      <div className={shared.page}>
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
