import { useEffect, useState } from 'react';

export type ReferenceList = {
  items: string[];
  failed: boolean;
  loading: boolean;
  retry: () => void;
};

/** A list from the api for `key` (none while key is empty); a failure can be retried. */
export function useReferenceList(
  key: string,
  load: (key: string) => Promise<string[]>,
): ReferenceList {
  const [state, setState] = useState({ items: [] as string[], failed: false, loading: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt < 0) return;
    if (key === '') {
      setState({ items: [], failed: false, loading: false });
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, failed: false, loading: true }));
    load(key).then(
      (items) => current && setState({ items, failed: false, loading: false }),
      () => current && setState({ items: [], failed: true, loading: false }),
    );
    return () => {
      current = false;
    };
  }, [key, load, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
