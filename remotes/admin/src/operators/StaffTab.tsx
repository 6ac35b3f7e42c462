import { Badge, Button, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { OPERATOR_STATUSES, type Operator } from 'shared/contracts/adminOperators';
import { ADMIN_ROLES, type AdminRole } from 'shared/contracts/adminPermissions';
import { type Language, useLanguage } from 'shared/i18n';
import { formatIndiaMoment } from '../dates';
import { $staff } from '../frame/staff';
import { AdminTable } from '../table/AdminTable';
import { FilterSelect } from '../table/FilterSelect';
import { SearchBox } from '../table/SearchBox';
import type { AdminColumn } from '../table/types';
import { useAdminList } from '../table/useAdminList';
import { useListParams } from '../table/useListParams';
import { ConfirmDisableDialog } from './ConfirmDisableDialog';
import { InviteDialog } from './InviteDialog';
import { operatorsTexts } from './i18n';
import { ROLE_LABEL, STATUS_LABEL } from './labels';
import { $busyIds, disableAsked, operatorsList, resendAsked, roleChosen } from './staffModel';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  stack: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
});

const spec = { sort: 'createdAt', filters: ['role', 'status'], keep: ['tab'] } as const;

type T = ReturnType<typeof operatorsTexts.useT>;

const STATUS_COLOR = { active: 'success', invited: 'informative', disabled: 'danger' } as const;

function RoleCell({ operator, self, t }: { operator: Operator; self: boolean; t: T }) {
  const [busy, choose] = useUnit([$busyIds, roleChosen]);
  if (self) return <span>{t(ROLE_LABEL[operator.role])}</span>;
  return (
    <Select
      aria-label={t('roleOf', { name: operator.name })}
      value={operator.role}
      disabled={busy.includes(operator._id)}
      onChange={(_, data) => choose({ id: operator._id, role: data.value as AdminRole })}
    >
      {ADMIN_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(ROLE_LABEL[role])}
        </option>
      ))}
    </Select>
  );
}

function ActionsCell({ operator, self, t }: { operator: Operator; self: boolean; t: T }) {
  const styles = useStyles();
  const [busy, askDisable, resend] = useUnit([$busyIds, disableAsked, resendAsked]);
  if (self) return <span className={styles.muted}>{t('you')}</span>;
  const waiting = busy.includes(operator._id);
  const disabled = operator.status === 'disabled';
  return (
    <div className={styles.actions}>
      <Button
        size="small"
        aria-label={t(disabled ? 'enableFor' : 'disableFor', { name: operator.name })}
        disabledFocusable={waiting}
        onClick={() => askDisable({ operator, disabled: !disabled })}
      >
        {t(disabled ? 'enable' : 'disable')}
      </Button>
      {operator.status === 'invited' ? (
        <Button
          size="small"
          aria-label={t('resendFor', { name: operator.name })}
          disabledFocusable={waiting}
          onClick={() => resend(operator._id)}
        >
          {t('resend')}
        </Button>
      ) : null}
    </div>
  );
}

function useColumns(t: T, language: Language, selfId: string | undefined) {
  const styles = useStyles();
  return useMemo<AdminColumn<Operator>[]>(
    () => [
      { id: 'name', label: t('column.name'), sortable: true, render: (row) => row.name },
      {
        id: 'email',
        label: t('column.email'),
        sortable: true,
        render: (row) => <span className={styles.stack}>{row.email}</span>,
      },
      {
        id: 'role',
        label: t('column.role'),
        sortable: true,
        width: 170,
        render: (row) => <RoleCell operator={row} self={row._id === selfId} t={t} />,
      },
      {
        id: 'status',
        label: t('column.status'),
        width: 110,
        render: (row) => (
          <Badge appearance="tint" color={STATUS_COLOR[row.status]}>
            {t(STATUS_LABEL[row.status])}
          </Badge>
        ),
      },
      {
        id: 'lastLoginAt',
        label: t('column.lastLogin'),
        render: (row) =>
          row.lastLoginAt ? (
            formatIndiaMoment(row.lastLoginAt, language)
          ) : (
            <span className={styles.muted}>{t('never')}</span>
          ),
      },
      {
        id: 'createdAt',
        label: t('column.createdAt'),
        sortable: true,
        render: (row) => formatIndiaMoment(row.createdAt, language),
      },
      {
        id: 'actions',
        label: t('column.actions'),
        width: 220,
        render: (row) => <ActionsCell operator={row} self={row._id === selfId} t={t} />,
      },
    ],
    [t, language, selfId, styles],
  );
}

/** Staff members: filters, invite, role, disable/enable, resend an invitation. */
export function StaffTab() {
  const t = operatorsTexts.useT();
  const language = useLanguage();
  const staff = useUnit($staff);
  const params = useListParams(spec);
  const { query, setQuery } = params;
  const columns = useColumns(t, language, staff?.id);
  return (
    <>
      <AdminTable
        label={t('staff.table')}
        columns={columns}
        getRowId={(row) => row._id}
        emptyText={t('staff.empty')}
        toolbar={
          <>
            <SearchBox
              label={t('staff.search')}
              value={query.search}
              onSearch={(search) => setQuery({ search: search || undefined })}
            />
            <FilterSelect
              label={t('staff.role')}
              anyText={t('staff.allRoles')}
              value={query.role}
              options={ADMIN_ROLES}
              optionText={(role) => t(ROLE_LABEL[role])}
              onChange={(role) => setQuery({ role })}
            />
            <FilterSelect
              label={t('staff.status')}
              anyText={t('staff.allStatuses')}
              value={query.status}
              options={OPERATOR_STATUSES}
              optionText={(status) => t(STATUS_LABEL[status])}
              onChange={(status) => setQuery({ status })}
            />
            <InviteDialog />
          </>
        }
        {...useAdminList(operatorsList, params)}
      />
      <ConfirmDisableDialog />
    </>
  );
}
