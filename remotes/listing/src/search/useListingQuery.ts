import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type ListingQuery, parseQuery, toSearchParams } from './query';

/**
 * The URL is the one home of the search: reading parses it, every change pushes a history
 * entry (so Back undoes a filter) and a shared link opens the same results.
 */
export function useListingQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseQuery(params), [params]);
  const update = useCallback(
    (patch: Partial<ListingQuery>) => setParams(toSearchParams({ ...query, ...patch })),
    [query, setParams],
  );
  const replaceAll = useCallback(
    (next: ListingQuery) => setParams(toSearchParams(next)),
    [setParams],
  );
  return { query, update, replaceAll };
}
