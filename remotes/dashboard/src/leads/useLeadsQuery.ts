import { useCallback, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type LeadsPageQuery, parseLeadsQuery, toSearchParams } from './query';

/** The URL is the page's state: every change is a history entry, a shared link opens the same. */
export function useLeadsQuery() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = useMemo(() => parseLeadsQuery(params), [params]);
  // Two changes before the router re-rendered must build on each other, not on the old URL.
  const latest = useRef({ from: query, next: query });
  if (latest.current.from !== query) latest.current = { from: query, next: query };
  const update = useCallback(
    (patch: Partial<LeadsPageQuery>) => {
      const next = { ...latest.current.next, page: 1, ...patch };
      latest.current.next = next;
      const search = toSearchParams(next).toString();
      navigate({ search: search ? `?${search}` : '' });
    },
    [navigate],
  );
  return { query, update };
}
