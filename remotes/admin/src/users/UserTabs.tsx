import {
  Button,
  makeStyles,
  Spinner,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import type {
  AdminUserLead,
  AdminUserListing,
  AdminUserPayment,
} from 'shared/contracts/adminUsers';
import { formatPrice } from 'shared/format';
import { type Language, useLanguage } from 'shared/i18n';
import { formatIndiaDate } from '../dates';
import { LoadFailed } from '../frame/LoadFailed';
import type { UserTab } from './api';
import { formatPaise } from './format';
import { usersTexts } from './i18n';
import { $tab, $tabPage, $tabStatus, tabChosen, tabPageChosen, tabRetried } from './model';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
});

type Translate = ReturnType<typeof usersTexts.useT>;
type Column = { label: string; cell: (row: never) => ReactNode };

const columnsOf = (tab: UserTab, t: Translate, language: Language): Column[] => {
  const date = (value: string) => formatIndiaDate(value, language);
  if (tab === 'listings')
    return [
      { label: t('listing.title'), cell: (row: AdminUserListing) => row.title },
      {
        label: t('listing.status'),
        cell: (row: AdminUserListing) => t(`listingStatus.${row.status}`),
      },
      { label: t('listing.city'), cell: (row: AdminUserListing) => row.city ?? t('noValue') },
      {
        label: t('listing.price'),
        cell: (row: AdminUserListing) =>
          row.price === null ? t('noValue') : `₹${formatPrice(row.price, language)}`,
      },
      { label: t('listing.created'), cell: (row: AdminUserListing) => date(row.createdAt) },
    ];
  if (tab === 'leads')
    return [
      { label: t('lead.name'), cell: (row: AdminUserLead) => row.name },
      { label: t('lead.phone'), cell: (row: AdminUserLead) => row.phone },
      { label: t('lead.property'), cell: (row: AdminUserLead) => row.propertyTitle },
      { label: t('lead.received'), cell: (row: AdminUserLead) => date(row.createdAt) },
    ];
  return [
    { label: t('payment.plan'), cell: (row: AdminUserPayment) => row.planName },
    { label: t('payment.coupon'), cell: (row: AdminUserPayment) => row.couponCode ?? t('noValue') },
    {
      label: t('payment.amount'),
      cell: (row: AdminUserPayment) => formatPaise(row.amountPaise, language),
    },
    {
      label: t('payment.status'),
      cell: (row: AdminUserPayment) =>
        t(`paymentStatus.${row.status as 'paid' | 'created' | 'failed' | 'cancelled'}`),
    },
    {
      label: t('payment.date'),
      cell: (row: AdminUserPayment) => date(row.paidAt ?? row.createdAt),
    },
  ];
};

/** The user's listings, leads received and payments: one small paged table per tab. */
export function UserTabs() {
  const t = usersTexts.useT();
  const styles = useStyles();
  const language = useLanguage();
  const [tab, page, status, choose, turn, retry] = useUnit([
    $tab,
    $tabPage,
    $tabStatus,
    tabChosen,
    tabPageChosen,
    tabRetried,
  ]);
  const rows = page && page.tab === tab ? page.data : [];
  const pages = page ? Math.max(1, Math.ceil(page.total / page.limit)) : 1;
  const columns = columnsOf(tab, t, language);
  const panelId = `user-tab-${tab}`;

  return (
    <section className={styles.panel} aria-label={t('tab.label')}>
      <TabList
        selectedValue={tab}
        onTabSelect={(_, data) => choose(data.value as UserTab)}
        aria-label={t('tab.label')}
      >
        <Tab value="listings" aria-controls={panelId}>
          {t('tab.listings')}
        </Tab>
        <Tab value="leads" aria-controls={panelId}>
          {t('tab.leads')}
        </Tab>
        <Tab value="payments" aria-controls={panelId}>
          {t('tab.payments')}
        </Tab>
      </TabList>
      <div id={panelId} role="tabpanel" aria-label={t(`tab.${tab}`)} className={styles.panel}>
        {status === 'loading' ? <Spinner size="tiny" label={t('tab.loading')} /> : null}
        {status === 'error' ? (
          <LoadFailed
            message={t('detail.loadFailed')}
            retryText={t('detail.retry')}
            onRetry={retry}
          />
        ) : null}
        {status === 'ready' && rows.length === 0 ? (
          <p className={styles.empty}>{t(`tab.empty.${tab}`)}</p>
        ) : null}
        {rows.length > 0 ? (
          <Table size="small" aria-label={t(`tab.${tab}`)}>
            <TableHeader>
              <TableRow>
                {columns.map((column) => (
                  <TableHeaderCell key={column.label}>{column.label}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row._id}>
                  {columns.map((column) => (
                    <TableCell key={column.label}>{column.cell(row as never)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        {page && pages > 1 ? (
          <nav className={styles.pager} aria-label={t('tab.pages')}>
            <Button disabled={page.page <= 1} onClick={() => turn(page.page - 1)}>
              {t('tab.previous')}
            </Button>
            <span>{t('tab.pageOf', { page: page.page, pages })}</span>
            <Button disabled={page.page >= pages} onClick={() => turn(page.page + 1)}>
              {t('tab.next')}
            </Button>
          </nav>
        ) : null}
      </div>
    </section>
  );
}
