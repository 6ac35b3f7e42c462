import { Button } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import {
  ADMIN_USER_ROLES,
  ADMIN_USER_STATUSES,
  type AdminUserRow,
} from 'shared/contracts/adminUsers';
import { useLanguage } from 'shared/i18n';
import { formatIndiaDate } from '../dates';
import { AdminTable } from '../table/AdminTable';
import { FilterSelect } from '../table/FilterSelect';
import { SearchBox } from '../table/SearchBox';
import type { AdminColumn } from '../table/types';
import { useAdminList } from '../table/useAdminList';
import { useListParams } from '../table/useListParams';
import { usersTexts } from './i18n';
import { userOpened, usersList } from './model';
import { StatusBadge } from './StatusBadge';
import { UserDetail } from './UserDetail';

export const USERS_LIST_SPEC = {
  sort: 'createdAt',
  dir: 'desc',
  limit: 20,
  filters: ['role', 'status'],
} as const;

/** /admin/users/all: search, filters, the table, and the chosen user's detail. */
export function UsersScreen() {
  const t = usersTexts.useT();
  const language = useLanguage();
  const params = useListParams(USERS_LIST_SPEC);
  const { query, setQuery } = params;
  const table = useAdminList(usersList, params);
  const open = useUnit(userOpened);

  const none = t('noValue');
  const columns: AdminColumn<AdminUserRow>[] = [
    { id: 'phone', label: t('col.phone'), render: (user) => user.phone, width: 130 },
    { id: 'name', label: t('col.name'), render: (user) => user.name ?? none, sortable: true },
    { id: 'email', label: t('col.email'), render: (user) => user.email ?? none },
    {
      id: 'role',
      label: t('col.role'),
      render: (user) => t(`role.${user.userType ?? 'none'}`),
      width: 110,
    },
    { id: 'city', label: t('col.city'), render: (user) => user.city ?? none, width: 120 },
    {
      id: 'createdAt',
      label: t('col.joined'),
      render: (user) => formatIndiaDate(user.createdAt, language),
      sortable: true,
      width: 130,
    },
    {
      id: 'status',
      label: t('col.status'),
      render: (user) => <StatusBadge blocked={user.status === 'blocked'} />,
      width: 110,
    },
    { id: 'listings', label: t('col.listings'), render: (user) => user.listingsCount, width: 90 },
    {
      id: 'actions',
      label: t('col.actions'),
      render: (user) => (
        <Button
          size="small"
          aria-label={t('viewUser', { name: user.name ?? user.phone })}
          onClick={() => open(user._id)}
        >
          {t('view')}
        </Button>
      ),
      width: 100,
    },
  ];

  const toolbar = (
    <>
      <SearchBox
        label={t('searchLabel')}
        value={query.search}
        onSearch={(search) => setQuery({ search })}
      />
      <FilterSelect
        label={t('filter.role')}
        anyText={t('filter.any')}
        value={query.role}
        options={ADMIN_USER_ROLES}
        optionText={(role) => t(`role.${role}`)}
        onChange={(role) => setQuery({ role })}
      />
      <FilterSelect
        label={t('filter.status')}
        anyText={t('filter.any')}
        value={query.status}
        options={ADMIN_USER_STATUSES}
        optionText={(status) => t(`status.${status}`)}
        onChange={(status) => setQuery({ status })}
      />
    </>
  );

  return (
    <>
      <AdminTable<AdminUserRow>
        label={t('table')}
        columns={columns}
        getRowId={(user) => user._id}
        emptyText={t('empty')}
        toolbar={toolbar}
        {...table}
      />
      <UserDetail />
    </>
  );
}
