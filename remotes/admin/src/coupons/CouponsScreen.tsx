import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import {
  type AdminCoupon,
  COUPON_STATUSES,
  type CouponStatus,
} from 'shared/contracts/adminCoupons';
import { formatPrice } from 'shared/format';
import { useLanguage } from 'shared/i18n';
import { formatIndiaDate } from '../dates';
import { useCan } from '../frame/staff';
import { AdminTable } from '../table/AdminTable';
import { FilterSelect } from '../table/FilterSelect';
import { SearchBox } from '../table/SearchBox';
import type { AdminColumn } from '../table/types';
import { useAdminList } from '../table/useAdminList';
import { useListParams } from '../table/useListParams';
import { CouponDialog } from './CouponDialog';
import { DeactivateDialog } from './DeactivateDialog';
import { couponsTexts } from './i18n';
import {
  couponsList,
  createClicked,
  deactivateClicked,
  editClicked,
  reactivateClicked,
  screenOpened,
} from './model';

export const COUPONS_LIST_SPEC = {
  sort: 'createdAt',
  dir: 'desc',
  limit: 20,
  filters: ['status'],
} as const;

const STATUS_COLOURS: Record<CouponStatus, 'success' | 'informative' | 'warning' | 'subtle'> = {
  active: 'success',
  scheduled: 'informative',
  expired: 'warning',
  inactive: 'subtle',
};

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/** The Create button beside the heading, for roles that may manage coupons. */
export function CreateCouponButton() {
  const t = couponsTexts.useT();
  const create = useUnit(createClicked);
  return useCan('coupons.manage') ? (
    <Button appearance="primary" onClick={() => create()}>
      {t('create')}
    </Button>
  ) : null;
}

/** /admin/users/coupons: the coupons with status and times used; create, edit, (de)activate. */
export function CouponsScreen() {
  const t = couponsTexts.useT();
  const styles = useStyles();
  const language = useLanguage();
  const mayManage = useCan('coupons.manage');
  const params = useListParams(COUPONS_LIST_SPEC);
  const { query, setQuery } = params;
  const table = useAdminList(couponsList, params);
  const [opened, edit, deactivate, reactivate] = useUnit([
    screenOpened,
    editClicked,
    deactivateClicked,
    reactivateClicked,
  ]);
  useEffect(() => {
    opened();
  }, [opened]);

  const day = (iso: string) => formatIndiaDate(iso, language);
  const validity = (coupon: AdminCoupon) => {
    const { validFrom: from, validUntil: until } = coupon;
    if (from && until) return t('validity.range', { from: day(from), until: day(until) });
    if (from) return t('validity.from', { from: day(from) });
    if (until) return t('validity.until', { until: day(until) });
    return t('validity.always');
  };
  const limits = (coupon: AdminCoupon) => {
    const parts = [
      coupon.totalLimit === null ? null : t('limits.total', { count: coupon.totalLimit }),
      coupon.perUserLimit === null ? null : t('limits.perUser', { count: coupon.perUserLimit }),
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(', ') : t('limits.none');
  };

  const columns: AdminColumn<AdminCoupon>[] = [
    {
      id: 'code',
      label: t('col.code'),
      render: (coupon) => coupon.code,
      sortable: true,
      width: 140,
    },
    {
      id: 'discount',
      label: t('col.discount'),
      render: (coupon) =>
        coupon.kind === 'percent'
          ? t('discount.percent', { value: coupon.value })
          : t('discount.flat', { value: formatPrice(coupon.value, language) }),
      width: 110,
    },
    { id: 'validUntil', label: t('col.validity'), render: validity, sortable: true },
    { id: 'limits', label: t('col.limits'), render: limits },
    {
      id: 'plans',
      label: t('col.plans'),
      render: (coupon) =>
        coupon.planCodes.length > 0 ? coupon.planCodes.join(', ') : t('plans.all'),
    },
    {
      id: 'status',
      label: t('col.status'),
      render: (coupon) => (
        <Badge appearance="tint" color={STATUS_COLOURS[coupon.status]}>
          {t(`status.${coupon.status}`)}
        </Badge>
      ),
      width: 110,
    },
    { id: 'used', label: t('col.used'), render: (coupon) => coupon.timesUsed, width: 100 },
    {
      id: 'createdAt',
      label: t('col.created'),
      render: (coupon) => day(coupon.createdAt),
      sortable: true,
      width: 120,
    },
  ];
  if (mayManage)
    columns.push({
      id: 'actions',
      label: t('col.actions'),
      width: 220,
      render: (coupon) => (
        <div className={styles.actions}>
          <Button
            size="small"
            aria-label={t('editCode', { code: coupon.code })}
            onClick={() => edit(coupon)}
          >
            {t('edit')}
          </Button>
          {coupon.active ? (
            <Button
              size="small"
              aria-label={t('deactivateCode', { code: coupon.code })}
              onClick={() => deactivate(coupon)}
            >
              {t('deactivate')}
            </Button>
          ) : (
            <Button
              size="small"
              aria-label={t('reactivateCode', { code: coupon.code })}
              onClick={() => reactivate(coupon)}
            >
              {t('reactivate')}
            </Button>
          )}
        </div>
      ),
    });

  const toolbar = (
    <>
      <SearchBox
        label={t('searchLabel')}
        value={query.search}
        onSearch={(search) => setQuery({ search })}
      />
      <FilterSelect
        label={t('filter.status')}
        anyText={t('filter.any')}
        value={query.status}
        options={COUPON_STATUSES}
        optionText={(status) => t(`status.${status}`)}
        onChange={(status) => setQuery({ status })}
      />
    </>
  );

  return (
    <>
      <AdminTable<AdminCoupon>
        label={t('table')}
        columns={columns}
        getRowId={(coupon) => coupon._id}
        emptyText={t('empty')}
        toolbar={toolbar}
        {...table}
      />
      {mayManage ? (
        <>
          <CouponDialog />
          <DeactivateDialog />
        </>
      ) : null}
    </>
  );
}
