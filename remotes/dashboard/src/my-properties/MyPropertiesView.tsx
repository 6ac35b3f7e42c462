import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LISTING_STATUSES, type ListingStatus } from 'shared/vocabulary';
import { LoadFailed } from '../frame/LoadFailed';
import { EmptyList } from '../lists/EmptyList';
import { Pager } from '../lists/Pager';
import { pageParam } from '../lists/pageParam';
import { DeleteDialog } from './DeleteDialog';
import { Filters } from './Filters';
import { propertiesTexts } from './i18n';
import { ListingsGrid } from './ListingsGrid';
import { useLinkStyles } from './linkStyles';
import {
  $error,
  $listings,
  $status,
  $total,
  LISTINGS_PAGE_SIZE,
  listingsQueryChanged,
  retryClicked,
} from './model';
import { OpenDraft } from './OpenDraft';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  count: { margin: 0, color: tokens.colorNeutralForeground3 },
});

const isListingStatus = (value: string | null): value is ListingStatus =>
  (LISTING_STATUSES as readonly (string | null)[]).includes(value);

/** /my-properties below its heading: the open draft, the filters, the table and its pager. */
export function MyPropertiesView() {
  const styles = useStyles();
  const links = useLinkStyles();
  const t = propertiesTexts.useT();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const statusParam = params.get('status');
  const status: ListingStatus | null = isListingStatus(statusParam) ? statusParam : null;
  const page = pageParam(params.get('page'));
  const [changed, listings, total, loadStatus, error, retry] = useUnit([
    listingsQueryChanged,
    $listings,
    $total,
    $status,
    $error,
    retryClicked,
  ]);
  useEffect(() => {
    changed({ search, status, page });
  }, [changed, search, status, page]);
  // The time the Renew rule is checked against, once per page shown.
  const now = useMemo(() => new Date(), [listings]);

  const setQuery = (next: { search?: string; status?: ListingStatus | null; page?: number }) => {
    const query = { search, status, page: 1, ...next };
    const out = new URLSearchParams();
    if (query.search) out.set('search', query.search);
    if (query.status) out.set('status', query.status);
    if (query.page > 1) out.set('page', String(query.page));
    setParams(out);
  };
  const pages = Math.max(1, Math.ceil(total / LISTINGS_PAGE_SIZE));
  const filtered = Boolean(search || status);

  return (
    <div className={styles.page}>
      <OpenDraft />
      <Filters
        search={search}
        status={status}
        onSearch={(text) => setQuery({ search: text })}
        onStatus={(value) => setQuery({ status: value })}
      />
      {loadStatus === 'loading' && <Spinner label={t('loading')} />}
      {loadStatus === 'error' && (
        <LoadFailed message={error || t('loadFailed')} retryText={t('retry')} onRetry={retry} />
      )}
      {loadStatus === 'ready' && listings.length === 0 && (
        <EmptyList message={filtered ? t('emptyFiltered') : t('empty')}>
          {filtered ? (
            <Link className={links.secondary} to="/my-properties">
              {t('clearFilters')}
            </Link>
          ) : (
            <Link className={links.primary} to="/add-property">
              {t('post')}
            </Link>
          )}
        </EmptyList>
      )}
      {loadStatus === 'ready' && listings.length > 0 && (
        <>
          <p className={styles.count}>{t('count', { count: total })}</p>
          <ListingsGrid items={listings} now={now} />
          <Pager
            page={page}
            pages={pages}
            onPage={(next) => setQuery({ page: next })}
            label={t('pager')}
          />
        </>
      )}
      <DeleteDialog />
    </div>
  );
}
