import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { EmptyList } from '../lists/EmptyList';
import { Pager } from '../lists/Pager';
import { leadsTexts } from './i18n';
import { LeadsFilters } from './LeadsFilters';
import { LeadsTable } from './LeadsTable';
import {
  $error,
  $leads,
  $settledSearch,
  $status,
  $total,
  $totalCapped,
  pageOpened,
  queryChanged,
  retryClicked,
} from './model';
import { hasFilters, PAGE_SIZE, rangeIsReversed } from './query';
import { useLeadsQuery } from './useLeadsQuery';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  notice: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
  },
});

const indianNumber = new Intl.NumberFormat('en-IN');

/** /my-leads: the owner's leads with filters in the URL, mark as contacted and CSV export. */
export function LeadsPage() {
  const styles = useStyles();
  const t = leadsTexts.useT();
  const { query, update } = useLeadsQuery();
  const [leads, total, totalCapped, status, error, settledSearch, opened, changed, retry] = useUnit(
    [
      $leads,
      $total,
      $totalCapped,
      $status,
      $error,
      $settledSearch,
      pageOpened,
      queryChanged,
      retryClicked,
    ],
  );

  useEffect(() => {
    opened();
  }, [opened]);
  useEffect(() => {
    changed(query);
  }, [query, changed]);
  // Typing paused: the search goes into the URL (which loads the first page of it).
  useEffect(() => {
    if (settledSearch !== null && settledSearch !== query.search) update({ search: settledSearch });
  }, [settledSearch, query.search, update]);

  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A capped total has no last page: a full page may have another after it.
  const extent = totalCapped ? { hasNext: leads.length >= PAGE_SIZE } : { pages };
  const filtered = hasFilters(query);
  const pastTheEnd = query.page > 1;
  return (
    <div className={styles.page}>
      <p>{t('intro')}</p>
      <LeadsFilters query={query} onChange={update} />
      {(status === 'loading' || (status === 'idle' && !rangeIsReversed(query))) && (
        <Spinner label={t('loading')} />
      )}
      {status === 'error' && (
        <MessageBar intent="error">
          <MessageBarBody className={styles.notice}>
            {t('error', { reason: error ?? t('unknownProblem') })}
            <Button onClick={() => retry()}>{t('retry')}</Button>
          </MessageBarBody>
        </MessageBar>
      )}
      {status === 'ready' && leads.length === 0 && pastTheEnd && (
        <EmptyList message={t('pastTheEnd')} announce>
          <Button onClick={() => update({ page: query.page - 1 })}>
            {t('previousPage', { page: query.page - 1 })}
          </Button>
        </EmptyList>
      )}
      {status === 'ready' && leads.length === 0 && !pastTheEnd && (
        <EmptyList message={filtered ? t('emptyFiltered') : t('empty')} announce>
          {filtered && (
            <Button onClick={() => update({ search: '', startDate: '', endDate: '', status: '' })}>
              {t('clearFilters')}
            </Button>
          )}
        </EmptyList>
      )}
      {status === 'ready' && leads.length > 0 && (
        <>
          <p role="status">
            {t(totalCapped ? 'totalCapped' : 'total', { count: indianNumber.format(total) })}
          </p>
          <LeadsTable leads={leads} />
          <Pager
            page={query.page}
            {...extent}
            onPage={(page) => update({ page })}
            label={t('pager')}
          />
        </>
      )}
    </div>
  );
}
