import { Button } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useState } from 'react';
import { listingTexts } from '../i18n';
import type { ListingQuery } from '../search/query';
import { $dialogOpen, saveSearchClicked } from './model';

// The dialog (its texts, radio group and saving) loads on the first click, not with the page.
const SaveSearchDialog = lazy(() => import('./SaveSearchDialog'));

/** "Save this search": a visitor is asked to log in; a user names it and picks alerts. */
export function SaveSearchButton({ query }: { query: ListingQuery }) {
  const t = listingTexts.useT();
  const [open, clicked] = useUnit([$dialogOpen, saveSearchClicked]);
  // Loaded on the first open, then kept (closing goes through Fluent); each opening starts afresh.
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((count) => count + 1);
  }
  return (
    <>
      <Button onClick={() => clicked()}>{t('savedSearch.button')}</Button>
      {openings > 0 && (
        <Suspense fallback={null}>
          <SaveSearchDialog key={openings} query={query} open={open} />
        </Suspense>
      )}
    </>
  );
}
