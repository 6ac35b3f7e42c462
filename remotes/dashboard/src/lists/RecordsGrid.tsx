import {
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  makeStyles,
  type TableColumnDefinition,
  type TableColumnId,
  type TableColumnSizingOptions,
} from '@fluentui/react-components';
import { useHydrated } from 'shared/ssr';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto' },
});

type Props<Item> = {
  items: Item[];
  columns: TableColumnDefinition<Item>[];
  getRowId: (item: Item) => string;
  /** The grid's accessible name ("Your leads"). */
  label: string;
  columnSizes: TableColumnSizingOptions;
  /** Columns whose cells hold links or buttons: Tab goes into them (focus mode "group"). */
  interactive: ReadonlySet<TableColumnId>;
};

/** A page of records as a resizable grid, scrolling sideways when the screen is narrow. */
export function RecordsGrid<Item>({
  items,
  columns,
  getRowId,
  label,
  columnSizes,
  interactive,
}: Props<Item>) {
  const styles = useStyles();
  // Column sizes are style attributes, which the CSP refuses in server HTML: a page the server
  // rendered gets them (and the resize handles) once hydrated, set through the DOM.
  const hydrated = useHydrated();
  return (
    <div className={styles.scroller}>
      <DataGrid
        items={items}
        columns={columns}
        getRowId={getRowId}
        aria-label={label}
        resizableColumns={hydrated}
        columnSizingOptions={columnSizes}
      >
        <DataGridHeader>
          <DataGridRow>
            {({ renderHeaderCell }) => (
              <DataGridHeaderCell>{renderHeaderCell()}</DataGridHeaderCell>
            )}
          </DataGridRow>
        </DataGridHeader>
        <DataGridBody<Item>>
          {({ item, rowId }) => (
            <DataGridRow<Item> key={rowId}>
              {({ renderCell, columnId }) => (
                <DataGridCell focusMode={interactive.has(columnId) ? 'group' : 'cell'}>
                  {renderCell(item)}
                </DataGridCell>
              )}
            </DataGridRow>
          )}
        </DataGridBody>
      </DataGrid>
    </div>
  );
}
