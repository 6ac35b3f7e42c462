import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import type { AuditEntry } from 'shared/contracts/adminAudit';
import { type Language, useLanguage } from 'shared/i18n';
import { formatIndiaMoment } from '../dates';
import { AdminTable } from '../table/AdminTable';
import { CsvExportButton } from '../table/CsvExportButton';
import { FilterSelect } from '../table/FilterSelect';
import { PeriodPicker } from '../table/PeriodPicker';
import { SearchBox } from '../table/SearchBox';
import type { AdminColumn } from '../table/types';
import { useAdminList } from '../table/useAdminList';
import { useListParams } from '../table/useListParams';
import { AuditChanges } from './AuditChanges';
import { auditList } from './auditModel';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from './auditVocabulary';
import { operatorsTexts } from './i18n';

const useStyles = makeStyles({
  stack: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXS,
    minWidth: 0,
    width: '100%',
    overflowWrap: 'anywhere',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  code: { fontFamily: tokens.fontFamilyMonospace },
});

const spec = {
  sort: 'createdAt',
  filters: ['action', 'entityType', 'entityId', 'adminId', 'from', 'to'],
  keep: ['tab'],
} as const;

type T = ReturnType<typeof operatorsTexts.useT>;

const entityOf = (entry: AuditEntry) =>
  entry.entityId ? `${entry.entityType} ${entry.entityId}` : entry.entityType;

function ChangesCell({ entry, t }: { entry: AuditEntry; t: T }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const names = { action: entry.action, entity: entityOf(entry) };
  return (
    <div className={styles.stack}>
      <Button
        size="small"
        aria-expanded={open}
        aria-label={t(open ? 'audit.hideFor' : 'audit.showFor', names)}
        onClick={() => setOpen((value) => !value)}
      >
        {t(open ? 'audit.hide' : 'audit.show')}
      </Button>
      {open ? (
        <AuditChanges
          before={entry.before}
          after={entry.after}
          caption={t('audit.diffOf', names)}
        />
      ) : null}
    </div>
  );
}

function useColumns(t: T, language: Language) {
  const styles = useStyles();
  return useMemo<AdminColumn<AuditEntry>[]>(
    () => [
      {
        id: 'createdAt',
        label: t('audit.column.when'),
        sortable: true,
        width: 170,
        render: (entry) => formatIndiaMoment(entry.createdAt, language),
      },
      {
        id: 'adminEmail',
        label: t('audit.column.staff'),
        render: (entry) => <span className={styles.stack}>{entry.adminEmail}</span>,
      },
      {
        id: 'action',
        label: t('audit.column.action'),
        width: 170,
        render: (entry) => <span className={styles.code}>{entry.action}</span>,
      },
      {
        id: 'entity',
        label: t('audit.column.entity'),
        render: (entry) => (
          <span className={styles.stack}>
            <span>{entry.entityType}</span>
            {entry.entityId ? <span className={styles.muted}>{entry.entityId}</span> : null}
          </span>
        ),
      },
      {
        id: 'changes',
        label: t('audit.column.changes'),
        render: (entry) => <ChangesCell entry={entry} t={t} />,
      },
    ],
    [t, language, styles],
  );
}

/** Who did what to which record: filters, period, CSV, each entry's changes on demand. */
export function AuditTab() {
  const t = operatorsTexts.useT();
  const language = useLanguage();
  const params = useListParams(spec);
  const { query, setQuery } = params;
  const columns = useColumns(t, language);
  return (
    <AdminTable
      label={t('audit.table')}
      columns={columns}
      getRowId={(entry) => entry._id}
      emptyText={t('audit.empty')}
      toolbar={
        <>
          <SearchBox
            label={t('audit.search')}
            value={query.search}
            onSearch={(search) => setQuery({ search: search || undefined })}
          />
          <FilterSelect
            label={t('audit.action')}
            anyText={t('audit.allActions')}
            value={query.action}
            options={AUDIT_ACTIONS}
            optionText={(action) => action}
            onChange={(action) => setQuery({ action })}
          />
          <FilterSelect
            label={t('audit.entityType')}
            anyText={t('audit.allTypes')}
            value={query.entityType}
            options={AUDIT_ENTITY_TYPES}
            optionText={(type) => type}
            onChange={(entityType) => setQuery({ entityType })}
          />
          <PeriodPicker from={query.from} to={query.to} onChange={(period) => setQuery(period)} />
          <CsvExportButton
            path="admin/audit-log/export.csv"
            query={query}
            fileName="audit-log.csv"
          />
        </>
      }
      {...useAdminList(auditList, params)}
    />
  );
}
