import {
  Button,
  Field,
  Input,
  makeStyles,
  Select,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import type { AdminPropertyRow } from 'shared/contracts/adminProperties';
import { useLanguage } from 'shared/i18n';
import { useVocabulary } from 'shared/i18n/vocabulary';
import { LISTING_STATUSES, LISTING_TYPES } from 'shared/vocabulary';
import { useCan } from '../frame/staff';
import { AdminTable } from '../table/AdminTable';
import { SearchBox } from '../table/SearchBox';
import { useListParams } from '../table/useListParams';
import { propertyColumns, useColumnStyles } from './columns';
import { EditDialog } from './EditDialog';
import { FeatureDialog } from './FeatureDialog';
import { propertiesTexts } from './i18n';
import { PROPERTIES_LIST_SPEC, queueOf, withQueue } from './listSpec';
import {
  $bulkPending,
  $queueSize,
  bulkApproveClicked,
  propertiesList,
  propertyOpened,
  queueSizeWanted,
  rejectDialogOpened,
} from './model';
import { PropertyDrawer } from './PropertyDrawer';
import { RejectDialog } from './RejectDialog';

const useStyles = makeStyles({
  tools: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  select: { minWidth: '140px' },
  city: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  bulk: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** A city typed and applied on Enter or its button (each change is a request). */
function CityFilter({ value, onApply }: { value?: string; onApply: (city?: string) => void }) {
  const t = propertiesTexts.useT();
  const styles = useStyles();
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft.trim().slice(0, 80) || undefined);
  };
  return (
    <form className={styles.city} onSubmit={submit}>
      <Field label={t('filter.city')}>
        <Input value={draft} maxLength={80} onChange={(_, data) => setDraft(data.value)} />
      </Field>
      <Button type="submit">{t('filter.cityApply')}</Button>
    </form>
  );
}

/** /admin/properties/all: the review queue and all listings, filters, bulk actions, the detail. */
export function PropertiesScreen() {
  const t = propertiesTexts.useT();
  const styles = useStyles();
  const columnStyles = useColumnStyles();
  const language = useLanguage();
  const vocabulary = useVocabulary();
  const mayModerate = useCan('listings.moderate');
  const { query, setQuery } = useListParams(PROPERTIES_LIST_SPEC);
  const queue = queueOf(query);
  const apiQuery = useMemo(() => withQueue(query), [query]);
  const [rows, total, totalCapped, status, error, selected] = useUnit([
    propertiesList.$rows,
    propertiesList.$total,
    propertiesList.$totalCapped,
    propertiesList.$status,
    propertiesList.$error,
    propertiesList.selection.$selected,
  ]);
  const [queryChanged, retried, select, open, sizeWanted, size, bulkPending] = useUnit([
    propertiesList.queryChanged,
    propertiesList.retried,
    propertiesList.selection.selectionChanged,
    propertyOpened,
    queueSizeWanted,
    $queueSize,
    $bulkPending,
  ]);
  const [approveSelected, askReject] = useUnit([bulkApproveClicked, rejectDialogOpened]);
  useEffect(() => {
    queryChanged(apiQuery);
  }, [apiQuery, queryChanged]);
  useEffect(() => {
    sizeWanted();
  }, [sizeWanted]);

  const columns = propertyColumns({
    queue,
    t,
    vocabulary,
    language,
    now: new Date(),
    open,
    styles: columnStyles,
  });
  const bulk = queue === 'review' && mayModerate;
  const reviewTab = size
    ? t(size.capped ? 'tab.reviewCapped' : 'tab.review', {
        count: new Intl.NumberFormat('en-IN').format(size.total),
      })
    : t('tab.reviewLoading');

  const choice =
    (name: 'listingType' | 'flagged' | 'featured' | 'status', label: string) =>
    (options: [string, string][]) => (
      <Field label={label}>
        <Select
          className={styles.select}
          value={query[name] ?? ''}
          onChange={(_, data) => setQuery({ [name]: data.value || undefined })}
        >
          <option value="">{t('filter.any')}</option>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Select>
      </Field>
    );

  const toolbar = (
    <div className={styles.tools}>
      <SearchBox
        label={t('searchLabel')}
        value={query.search}
        onSearch={(search) => setQuery({ search: search || undefined })}
      />
      {queue === 'all'
        ? choice(
            'status',
            t('filter.status'),
          )(LISTING_STATUSES.map((value) => [value, t(`status.${value}`)]))
        : null}
      <CityFilter value={query.city} onApply={(city) => setQuery({ city })} />
      {choice(
        'listingType',
        t('filter.listingType'),
      )(LISTING_TYPES.map((value) => [value, t(`listingType.${value}`)]))}
      {choice(
        'flagged',
        t('filter.flagged'),
      )([
        ['true', t('filter.flaggedYes')],
        ['false', t('filter.flaggedNo')],
      ])}
      {choice(
        'featured',
        t('filter.featured'),
      )([
        ['true', t('filter.featuredYes')],
        ['false', t('filter.featuredNo')],
      ])}
      {bulk && selected.length > 0 ? (
        <div className={styles.bulk}>
          <Button appearance="primary" disabled={bulkPending} onClick={() => approveSelected()}>
            {t('bulk.approve', { count: selected.length })}
          </Button>
          <Button disabled={bulkPending} onClick={() => askReject({ kind: 'bulk', ids: selected })}>
            {t('bulk.reject', { count: selected.length })}
          </Button>
        </div>
      ) : null}
    </div>
  );

  return (
    <>
      <TabList
        aria-label={t('tabs')}
        selectedValue={queue}
        onTabSelect={(_, data) =>
          setQuery({ queue: data.value === 'all' ? 'all' : undefined, status: undefined })
        }
      >
        <Tab value="review">{reviewTab}</Tab>
        <Tab value="all">{t('tab.all')}</Tab>
      </TabList>
      <AdminTable<AdminPropertyRow>
        label={t(queue === 'review' ? 'table.review' : 'table.all')}
        columns={columns}
        rows={rows}
        getRowId={(row) => row._id}
        total={total}
        totalCapped={totalCapped}
        page={query.page}
        limit={query.limit}
        sort={query.sort}
        dir={query.dir}
        status={status}
        error={error}
        emptyText={t(queue === 'review' ? 'empty.review' : 'empty.all')}
        onQuery={setQuery}
        onRetry={retried}
        selectable={bulk}
        selected={selected}
        onSelectionChange={select}
        toolbar={toolbar}
      />
      <PropertyDrawer />
      <RejectDialog />
      <EditDialog />
      <FeatureDialog />
    </>
  );
}
