import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { SearchModel } from './model';

export const LISTING_PATH = '/property-listing';

/** On the listing page the box shows the page's `search` query; elsewhere the query is ignored. */
export function useSearchFromUrl(model: SearchModel) {
  const { pathname, search } = useLocation();
  const fill = useUnit(model.textFilledFromUrl);
  useEffect(() => {
    if (pathname !== LISTING_PATH) return;
    fill(new URLSearchParams(search).get('search') ?? '');
  }, [pathname, search, fill]);
}
