import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { CardSkeleton } from '../card/CardSkeleton';
import { PropertyCard } from '../card/PropertyCard';
import { listingTexts } from '../i18n';
import { EmptyResults } from './EmptyResults';
import {
  $error,
  $items,
  $loadMoreStatus,
  $nextCursor,
  $status,
  $total,
  loadMoreClicked,
  retryClicked,
} from './model';
import type { ListingQuery } from './query';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  more: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    marginTop: tokens.spacingVerticalXL,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Cards in the first row load at once; the rest wait until scrolled near. */
const FIRST_ROW = 3;
const SKELETONS = 6;
const indianNumber = new Intl.NumberFormat('en-IN');

type Props = { query: ListingQuery; onRelax: (next: ListingQuery) => void };

export function ResultsView({ query, onRelax }: Props) {
  const styles = useStyles();
  const t = listingTexts.useT();
  const [status, items, total, error, nextCursor, moreStatus, retry, loadMore] = useUnit([
    $status,
    $items,
    $total,
    $error,
    $nextCursor,
    $loadMoreStatus,
    retryClicked,
    loadMoreClicked,
  ]);

  if (status === 'error') {
    return (
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>{error || t('search.loadFailed')}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={retry}>{t('retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (status !== 'ready') {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label={t('search.loadingListings')}>
        {Array.from({ length: SKELETONS }, (_, index) => (
          <li key={index}>
            <CardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (items.length === 0) return <EmptyResults query={query} onRelax={onRelax} />;

  return (
    <>
      <ul className={styles.grid} aria-label={t('search.listings')}>
        {items.map((listing, index) => (
          <li key={listing._id}>
            <PropertyCard listing={listing} priority={index < FIRST_ROW} />
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        <span className={styles.muted}>
          {t('search.showing', {
            shown: indianNumber.format(items.length),
            total: indianNumber.format(total),
          })}
        </span>
        {moreStatus === 'error' && <span role="alert">{t('search.moreFailed')}</span>}
        {nextCursor !== null && (
          <Button appearance="primary" disabled={moreStatus === 'loading'} onClick={loadMore}>
            {moreStatus === 'loading'
              ? t('search.loadingMore')
              : moreStatus === 'error'
                ? t('search.tryAgain')
                : t('search.loadMore')}
          </Button>
        )}
      </div>
    </>
  );
}
