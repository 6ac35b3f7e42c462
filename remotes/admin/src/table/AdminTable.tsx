import {
  createTableColumn,
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  makeStyles,
  Spinner,
  type TableColumnDefinition,
  tokens,
} from '@fluentui/react-components';
import { type CSSProperties, type ReactNode, useMemo } from 'react';
import { ADMIN_LIST_WINDOW } from 'shared/contracts/adminLists';
import { LoadFailed } from '../frame/LoadFailed';
import { tableTexts } from './i18n';
import { Pager } from './Pager';
import type { AdminColumn, ListStatus, SortDir, TableQueryPatch } from './types';

const useStyles = makeStyles({
  table: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  tools: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  status: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '24px',
  },
  scroll: { overflowX: 'auto' },
  grid: { minWidth: '640px' },
  empty: { margin: 0, padding: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2 },
  hint: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

export type AdminTableProps<Row> = {
  /** The grid's accessible name ("Users"). */
  label: string;
  columns: AdminColumn<Row>[];
  rows: Row[];
  getRowId: (row: Row) => string;
  total: number;
  totalCapped: boolean;
  page: number;
  limit: number;
  sort: string;
  dir: SortDir;
  status: ListStatus;
  error: string | null;
  /** Shown instead of rows when the query matched nothing ("No users match these filters."). */
  emptyText: string;
  /** Page, page size or sort changed (pass `setQuery` of useListParams). */
  onQuery: (patch: TableQueryPatch) => void;
  onRetry: () => void;
  selectable?: boolean;
  selected?: string[];
  onSelectionChange?: (ids: string[]) => void;
  /** Filters, search, bulk actions: above the grid. */
  toolbar?: ReactNode;
};

const widthStyle = (width: number | undefined): CSSProperties | undefined =>
  width ? { flexGrow: 0, flexShrink: 0, flexBasis: `${width}px` } : undefined;

const formatCount = (count: number) => new Intl.NumberFormat('en-IN').format(count);

/**
 * The one admin table: the server pages, sorts and filters; this shows the rows, which column
 * is sorted, the selection, the loading / empty / error states and the pager.
 */
export function AdminTable<Row>(props: AdminTableProps<Row>) {
  const { label, columns, rows, getRowId, total, totalCapped, page, limit, sort, dir } = props;
  const { status, error, emptyText, onQuery, onRetry, selectable, toolbar } = props;
  const selected = props.selected ?? [];
  const styles = useStyles();
  const t = tableTexts.useT();

  const definitions: TableColumnDefinition<Row>[] = useMemo(
    () =>
      columns.map((column) =>
        createTableColumn<Row>({
          columnId: column.id,
          // A compare taking two arguments marks a column sortable; it keeps the server's order.
          compare: column.sortable ? (_a: Row, _b: Row) => 0 : () => 0,
          renderHeaderCell: () => column.label,
          renderCell: column.render,
        }),
      ),
    [columns],
  );
  const widths = useMemo(
    () => new Map(columns.map((column) => [column.id, widthStyle(column.width)])),
    [columns],
  );
  const selectedSet = useMemo(() => new Set<string | number>(selected), [selected]);

  const loading = status === 'loading';
  const empty = status === 'ready' && rows.length === 0;
  const count = t(totalCapped ? 'resultsCapped' : 'results', { count: formatCount(total) });

  return (
    <section className={styles.table} aria-label={label} aria-busy={loading}>
      <div className={styles.bar}>
        {toolbar ? <div className={styles.tools}>{toolbar}</div> : <span />}
        <div className={styles.status} role="status">
          {loading ? <Spinner size="tiny" label={t('loading')} /> : null}
          {status === 'ready' ? <span>{count}</span> : null}
          {selectable && selected.length > 0 ? (
            <span>{t('selectedCount', { count: selected.length })}</span>
          ) : null}
        </div>
      </div>
      {status === 'error' ? (
        <LoadFailed message={error ?? t('loadFailed')} retryText={t('retry')} onRetry={onRetry} />
      ) : null}
      {empty ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : rows.length > 0 ? (
        <div className={styles.scroll}>
          <DataGrid
            className={styles.grid}
            aria-label={label}
            items={rows}
            columns={definitions}
            getRowId={getRowId}
            focusMode="composite"
            sortable
            sortState={{
              sortColumn: sort,
              sortDirection: dir === 'asc' ? 'ascending' : 'descending',
            }}
            onSortChange={(_, state) =>
              onQuery({
                sort: String(state.sortColumn),
                dir: state.sortDirection === 'ascending' ? 'asc' : 'desc',
              })
            }
            selectionMode={selectable ? 'multiselect' : undefined}
            selectedItems={selectable ? selectedSet : undefined}
            onSelectionChange={(_, data) =>
              props.onSelectionChange?.([...data.selectedItems].map(String))
            }
          >
            <DataGridHeader>
              <DataGridRow
                selectionCell={
                  selectable ? { checkboxIndicator: { 'aria-label': t('selectAll') } } : undefined
                }
              >
                {({ renderHeaderCell, columnId }) => (
                  <DataGridHeaderCell style={widths.get(String(columnId))}>
                    {renderHeaderCell()}
                  </DataGridHeaderCell>
                )}
              </DataGridRow>
            </DataGridHeader>
            <DataGridBody<Row>>
              {({ item, rowId }) => (
                <DataGridRow<Row>
                  key={rowId}
                  selectionCell={
                    selectable ? { checkboxIndicator: { 'aria-label': t('selectRow') } } : undefined
                  }
                >
                  {({ renderCell, columnId }) => (
                    <DataGridCell style={widths.get(String(columnId))}>
                      {renderCell(item)}
                    </DataGridCell>
                  )}
                </DataGridRow>
              )}
            </DataGridBody>
          </DataGrid>
        </div>
      ) : null}
      {rows.length > 0 ? (
        <Pager
          page={page}
          limit={limit}
          total={total}
          totalCapped={totalCapped}
          label={t('pagesOf', { label })}
          onPage={(next) => onQuery({ page: next })}
          onLimit={(next) => onQuery({ limit: next })}
        />
      ) : null}
      {totalCapped && page * limit >= ADMIN_LIST_WINDOW ? (
        <p className={styles.hint}>{t('cappedHint', { count: formatCount(ADMIN_LIST_WINDOW) })}</p>
      ) : null}
    </section>
  );
}
