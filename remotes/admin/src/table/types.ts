import type { ReactNode } from 'react';

export type SortDir = 'asc' | 'desc';

/** The query every admin list sends (shared/contracts/adminLists), plus its own filters. */
export type AdminListQuery<Filter extends string = string> = {
  page: number;
  limit: number;
  sort: string;
  dir: SortDir;
  search?: string;
} & Partial<Record<Filter, string>>;

/** What the table may change in the query: paging, page size, sort. */
export type TableQueryPatch = Partial<Pick<AdminListQuery, 'page' | 'limit' | 'sort' | 'dir'>>;

export type ListStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * One column. `id` is also the server's sort key when `sortable` (the server orders the rows;
 * the grid only shows which column and direction).
 */
export type AdminColumn<Row> = {
  id: string;
  /** The header's text (never empty: a column of buttons is called e.g. "Actions"). */
  label: string;
  render: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Fixed width in px; other columns share the rest. */
  width?: number;
};

export const PAGE_SIZES = [10, 20, 50, 100] as const;
