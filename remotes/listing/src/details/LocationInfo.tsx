import { Link, makeStyles, tokens } from '@fluentui/react-components';
import type { ListingDetail } from 'shared/contracts/listings';
import { listingTexts } from '../i18n';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    fontStyle: 'normal',
  },
  coords: { color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums' },
});

const degrees = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
});

/** '18.559° N, 73.786° E' */
export function coordinatesLabel(latitude: number, longitude: number): string {
  const lat = `${degrees.format(Math.abs(latitude))}° ${latitude >= 0 ? 'N' : 'S'}`;
  const lng = `${degrees.format(Math.abs(longitude))}° ${longitude >= 0 ? 'E' : 'W'}`;
  return `${lat}, ${lng}`;
}

/** Text and a link out: no map tiles are needed to render the page. */
export function LocationInfo({ listing }: { listing: ListingDetail }) {
  const styles = useStyles();
  const t = listingTexts.useT();
  const place = [listing.projectName, listing.locality, listing.city, listing.state]
    .filter(Boolean)
    .join(', ');
  const { latitude, longitude } = listing;
  return (
    <address className={styles.box}>
      <span>
        {place}
        {listing.pincode ? ` ${listing.pincode}` : ''}
      </span>
      {latitude !== null && longitude !== null && (
        <span className={styles.coords}>
          {t('details.approximateLocation', {
            coordinates: coordinatesLabel(latitude, longitude),
          })}{' '}
          {/* i18n-ignore: a separator */}·{' '}
          <Link
            href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('details.openMap')}
          </Link>
        </span>
      )}
    </address>
  );
}
