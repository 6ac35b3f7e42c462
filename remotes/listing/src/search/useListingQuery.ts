import { useCallback, useMemo, useRef } from 'react';
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
  // The last query asked for. The router renders a navigation in a transition, so a second
  // change can come before the first is rendered (a typed locality commits when the field blurs,
  // then the click on Rent lands): it must build on the first, not on the URL as last rendered.
  const latest = useRef({ from: query, next: query });
  if (latest.current.from !== query) latest.current = { from: query, next: query };

  const replaceAll = useCallback(
    (next: ListingQuery) => {
      latest.current.next = next;
      // Commas need no escaping in a query string: 'bhk=2,3' reads better than 'bhk=2%2C3'.
      const search = toSearchParams(next).toString().replaceAll('%2C', ',');
      navigate({ search: search ? `?${search}` : '' });
    },
    [navigate],
  );
  const update = useCallback(
    (patch: Partial<ListingQuery>) => replaceAll({ ...latest.current.next, ...patch }),
    [replaceAll],
  );
  return { query, update, replaceAll };
}
