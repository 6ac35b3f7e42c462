import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { AdminListModel } from './listModel';
import type { AdminListQuery, ListStatus, SortDir, TableQueryPatch } from './types';

type TableQuery = Pick<AdminListQuery, 'page' | 'limit' | 'sort' | 'dir'>;

/** What AdminTable needs from a list's model and its URL query (spread it into the table). */
export type AdminListTableProps<Row> = {
  rows: Row[];
  total: number;
  totalCapped: boolean;
  status: ListStatus;
  error: string | null;
  page: number;
  limit: number;
  sort: string;
  dir: SortDir;
  onQuery: (patch: TableQueryPatch) => void;
  onRetry: () => void;
  selected: string[];
  onSelectionChange: (ids: string[]) => void;
};

/**
 * Wires a list model to the URL's query: every new query is fetched (the model drops stale
 * answers) and the table's paging and sorting write the URL.
 * `<AdminTable label=… columns=… getRowId=… emptyText=… {...useAdminList(model, params)} />`
 * `query` is what the model fetches (useListParams' query, or one derived from it and memoised).
 */
export function useAdminList<Row, Query>(
  model: AdminListModel<Row, Query>,
  {
    query,
    setQuery,
  }: { query: NoInfer<Query> & TableQuery; setQuery: (patch: TableQueryPatch) => void },
): AdminListTableProps<Row> {
  const list = useUnit({
    rows: model.$rows,
    total: model.$total,
    totalCapped: model.$totalCapped,
    status: model.$status,
    error: model.$error,
    selected: model.selection.$selected,
    queryChanged: model.queryChanged,
    onRetry: model.retried,
    onSelectionChange: model.selection.selectionChanged,
  });
  const { queryChanged, ...state } = list;
  useEffect(() => {
    queryChanged(query);
  }, [queryChanged, query]);
  return {
    ...state,
    page: query.page,
    limit: query.limit,
    sort: query.sort,
    dir: query.dir,
    onQuery: setQuery,
  };
}
