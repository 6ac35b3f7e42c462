import { useCallback, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ADMIN_LIST_WINDOW } from 'shared/contracts/adminLists';
import { type AdminListQuery, PAGE_SIZES, type SortDir } from './types';

export type ListParamsSpec<Filter extends string> = {
  /** The server's default sort key. */
  sort: string;
  dir?: SortDir;
  limit?: number;
  /** The list's own filters, each one URL parameter (`status`, `city`, `from`, ...). */
  filters?: readonly Filter[];
  /** URL parameters that are not part of the list's query but must survive its changes (a tab). */
  keep?: readonly string[];
};

export type ListParams<Filter extends string> = {
  query: AdminListQuery<Filter>;
  /** Changes part of the query; any change but the page's goes back to page 1. */
  setQuery: (patch: Partial<AdminListQuery<Filter>>) => void;
};

const positiveInt = (value: string | null): number | undefined => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : undefined;
};

/** Reads the list's query from the URL: unknown or broken values fall back to the defaults. */
export function parseListParams<Filter extends string>(
  params: URLSearchParams,
  spec: ListParamsSpec<Filter>,
): AdminListQuery<Filter> {
  const defaultLimit = spec.limit ?? 20;
  const asked = positiveInt(params.get('limit'));
  const limit = asked && (PAGE_SIZES as readonly number[]).includes(asked) ? asked : defaultLimit;
  const lastPage = Math.floor(ADMIN_LIST_WINDOW / limit);
  const page = Math.min(positiveInt(params.get('page')) ?? 1, lastPage);
  const dirParam = params.get('dir');
  const query: Record<string, string | number> = {
    page,
    limit,
    sort: params.get('sort') || spec.sort,
    dir: dirParam === 'asc' || dirParam === 'desc' ? dirParam : (spec.dir ?? 'desc'),
  };
  const search = params.get('search')?.trim();
  if (search) query.search = search.slice(0, 100);
  for (const filter of spec.filters ?? []) {
    const value = params.get(filter);
    if (value) query[filter] = value;
  }
  return query as AdminListQuery<Filter>;
}

/** The query as URL parameters, leaving out what equals the default. */
export function toListSearch<Filter extends string>(
  query: AdminListQuery<Filter>,
  spec: ListParamsSpec<Filter>,
): string {
  const params = new URLSearchParams();
  const defaults: Record<string, string | number> = {
    page: 1,
    limit: spec.limit ?? 20,
    sort: spec.sort,
    dir: spec.dir ?? 'desc',
  };
  for (const key of ['search', ...(spec.filters ?? []), 'sort', 'dir', 'page', 'limit']) {
    const value = (query as Record<string, string | number | undefined>)[key];
    if (value === undefined || value === '' || value === defaults[key]) continue;
    params.set(key, String(value));
  }
  return params.toString();
}

/**
 * The list's query lives in the URL (a shared link or Back shows the same page). Each change is
 * a history entry. `spec` should be a constant (module level).
 */
export function useListParams<const Filter extends string = never>(
  spec: ListParamsSpec<Filter>,
): ListParams<Filter> {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const key = params.toString();
  const current = useRef(params);
  current.current = params;
  const query = useMemo(() => parseListParams(params, spec), [key]);
  // Two changes before the router re-rendered must build on each other, not on the old URL.
  const latest = useRef({ from: query, next: query });
  if (latest.current.from !== query) latest.current = { from: query, next: query };
  const setQuery = useCallback(
    (patch: Partial<AdminListQuery<Filter>>) => {
      const pageOnly = Object.keys(patch).every((name) => name === 'page');
      const next = {
        ...latest.current.next,
        ...(pageOnly ? {} : { page: 1 }),
        ...patch,
      } as AdminListQuery<Filter>;
      latest.current.next = next;
      const kept = current.current;
      const params = new URLSearchParams(toListSearch(next, spec));
      for (const name of spec.keep ?? []) {
        const value = kept.get(name);
        if (value) params.set(name, value);
      }
      const search = params.toString();
      navigate({ search: search ? `?${search}` : '' });
    },
    [navigate, spec],
  );
  return { query, setQuery };
}
