import { Button, makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import type { AdminPropertyRow } from 'shared/contracts/adminProperties';
import { useLanguage } from 'shared/i18n';
import { useVocabulary } from 'shared/i18n/vocabulary';
import { LISTING_STATUSES, LISTING_TYPES } from 'shared/vocabulary';
import { useCan } from '../frame/staff';
import { AdminTable } from '../table/AdminTable';
import { FilterSelect } from '../table/FilterSelect';
import { SearchBox } from '../table/SearchBox';
import { TextFilter } from '../table/TextFilter';
import { useAdminList } from '../table/useAdminList';
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
  bulk: { display: 'flex', gap: tokens.spacingHorizontalS },
});

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
  const table = useAdminList(propertiesList, { query: apiQuery, setQuery });
  const { selected } = table;
  const [open, sizeWanted, size, bulkPending] = useUnit([
    propertyOpened,
    queueSizeWanted,
    $queueSize,
    $bulkPending,
  ]);
  const [approveSelected, askReject] = useUnit([bulkApproveClicked, rejectDialogOpened]);
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

  const yesNo = ['true', 'false'] as const;

  const toolbar = (
    <>
      <SearchBox
        label={t('searchLabel')}
        value={query.search}
        onSearch={(search) => setQuery({ search: search || undefined })}
      />
      {queue === 'all' ? (
        <FilterSelect
          label={t('filter.status')}
          anyText={t('filter.any')}
          value={query.status}
          options={LISTING_STATUSES}
          optionText={(status) => t(`status.${status}`)}
          onChange={(status) => setQuery({ status })}
        />
      ) : null}
      <TextFilter
        label={t('filter.city')}
        applyText={t('filter.cityApply')}
        value={query.city}
        onApply={(city) => setQuery({ city })}
      />
      <FilterSelect
        label={t('filter.listingType')}
        anyText={t('filter.any')}
        value={query.listingType}
        options={LISTING_TYPES}
        optionText={(type) => t(`listingType.${type}`)}
        onChange={(listingType) => setQuery({ listingType })}
      />
      <FilterSelect
        label={t('filter.flagged')}
        anyText={t('filter.any')}
        value={query.flagged}
        options={yesNo}
        optionText={(flagged) => t(flagged === 'true' ? 'filter.flaggedYes' : 'filter.flaggedNo')}
        onChange={(flagged) => setQuery({ flagged })}
      />
      <FilterSelect
        label={t('filter.featured')}
        anyText={t('filter.any')}
        value={query.featured}
        options={yesNo}
        optionText={(featured) =>
          t(featured === 'true' ? 'filter.featuredYes' : 'filter.featuredNo')
        }
        onChange={(featured) => setQuery({ featured })}
      />
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
    </>
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
        getRowId={(row) => row._id}
        emptyText={t(queue === 'review' ? 'empty.review' : 'empty.all')}
        selectable={bulk}
        toolbar={toolbar}
        {...table}
      />
      <PropertyDrawer />
      <RejectDialog />
      <EditDialog />
      <FeatureDialog />
    </>
  );
}
