import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type ListingQuery, parseQuery, toSearchParams } from './query';

/**
 * The URL is the one home of the search: reading parses it, every change pushes a history
 * entry (so Back undoes a filter) and a shared link opens the same results.
 */
export function useListingQuery() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = useMemo(() => parseQuery(params), [params]);
  const replaceAll = useCallback(
    (next: ListingQuery) => {
      // Commas need no escaping in a query string: 'bhk=2,3' reads better than 'bhk=2%2C3'.
      const search = toSearchParams(next).toString().replaceAll('%2C', ',');
      navigate({ search: search ? `?${search}` : '' });
    },
    [navigate],
  );
  const update = useCallback(
    (patch: Partial<ListingQuery>) => replaceAll({ ...query, ...patch }),
    [query, replaceAll],
  );
  return { query, update, replaceAll };
}
