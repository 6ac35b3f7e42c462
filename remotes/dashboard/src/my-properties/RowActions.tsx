import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import {
  isRenewable,
  OWNER_STATUS_CHANGES,
  type OwnerListing,
} from 'shared/contracts/ownerListings';
import { propertiesTexts } from './i18n';
import { useLinkStyles } from './linkStyles';
import { $busyIds, deleteClicked, markClosedClicked, renewClicked } from './model';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** The api's own rule: an approved listing (live, paused or expired) may be closed. */
const closable = (status: OwnerListing['status']) => OWNER_STATUS_CHANGES[status].includes('sold');

export const editPath = (id: string) => `/my-properties/edit/${encodeURIComponent(id)}`;
export const viewPath = (id: string) => `/view/property?propertyId=${encodeURIComponent(id)}`;

/** Edit, View, Mark sold or rented, Renew (when allowed), Delete: each names its listing. */
export function RowActions({ listing, now }: { listing: OwnerListing; now: Date }) {
  const styles = useStyles();
  const links = useLinkStyles();
  const t = propertiesTexts.useT();
  const [busyIds, markClosed, renew, remove] = useUnit([
    $busyIds,
    markClosedClicked,
    renewClicked,
    deleteClicked,
  ]);
  const busy = busyIds.includes(listing._id);
  const title = listing.title;
  const sale = listing.listingType === 'sale';
  return (
    <div className={styles.actions}>
      <Link
        className={links.secondary}
        to={editPath(listing._id)}
        aria-label={t('editLabel', { title })}
      >
        {t('edit')}
      </Link>
      <Link
        className={links.secondary}
        to={viewPath(listing._id)}
        aria-label={t('viewLabel', { title })}
      >
        {t('view')}
      </Link>
      {closable(listing.status) && (
        <Button
          disabled={busy}
          onClick={() => markClosed(listing)}
          aria-label={t(sale ? 'markSoldLabel' : 'markRentedLabel', { title })}
        >
          {t(sale ? 'markSold' : 'markRented')}
        </Button>
      )}
      {isRenewable(listing, now) && (
        <Button
          appearance="primary"
          disabled={busy}
          onClick={() => renew(listing)}
          aria-label={t('renewLabel', { title })}
        >
          {t('renew')}
        </Button>
      )}
      <Button
        disabled={busy}
        onClick={() => remove(listing)}
        aria-label={t('deleteLabel', { title })}
      >
        {t('delete')}
      </Button>
    </div>
  );
}
