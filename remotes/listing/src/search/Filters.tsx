import {
  Button,
  CounterBadge,
  makeStyles,
  mergeClasses,
  Spinner,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { useHydrated } from 'shared/ssr';
import { breakpoints, mediaDown, mediaUp } from 'shared/ui/theme';
import { useMediaQuery } from 'shared/ui/useMediaQuery';
import { listingTexts } from '../i18n';
import type { FilterPanelProps } from './FilterPanel';
import { activeFilterCount } from './query';

// The panel (~50 controls) and the drawer are not needed for the first results to paint:
// they load beside them, so phones on slow networks see listings sooner.
const FilterPanel = lazy(() =>
  import('./FilterPanel').then((module) => ({ default: module.FilterPanel })),
);
const FilterDrawer = lazy(() => import('./FilterDrawer'));

const useStyles = makeStyles({
  aside: {
    position: 'sticky',
    top: tokens.spacingVerticalM,
    alignSelf: 'start',
    maxHeight: 'calc(100vh - 96px)',
    overflowY: 'auto',
    paddingRight: tokens.spacingHorizontalS,
  },
  open: { display: 'inline-flex', gap: tokens.spacingHorizontalS },
  wideOnly: { [mediaDown('md')]: { display: 'none' } },
  narrowOnly: { [mediaUp('md')]: { display: 'none' } },
});

const SMALL_SCREEN = `(max-width: ${breakpoints.md - 0.05}px)`;

function PanelLoading() {
  const t = listingTexts.useT();
  return <Spinner size="small" label={t('filters.loading')} />;
}

/**
 * A side column from 900 px; below that a button that opens the same panel in a drawer.
 * The server does not know the screen width: it renders both, CSS shows the right one, and after
 * hydration only the one in use stays (the hidden one leaves without moving anything).
 */
export function Filters(props: FilterPanelProps) {
  const styles = useStyles();
  const t = listingTexts.useT();
  const hydrated = useHydrated();
  const small = useMediaQuery(SMALL_SCREEN);
  const showColumn = !hydrated || !small;
  const showButton = !hydrated || small;

  return (
    <>
      {showColumn && (
        <aside
          className={mergeClasses(styles.aside, !hydrated && styles.wideOnly)}
          aria-label={t('filters.searchFilters')}
        >
          {hydrated ? (
            <Suspense fallback={<PanelLoading />}>
              <FilterPanel {...props} />
            </Suspense>
          ) : (
            <PanelLoading />
          )}
        </aside>
      )}
      {showButton && <FiltersButton {...props} />}
    </>
  );
}

function FiltersButton(props: FilterPanelProps) {
  const styles = useStyles();
  const t = listingTexts.useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const count = activeFilterCount(props.query);
  // The drawer gives focus back to this button when it closes.
  const restoreFocusHere = useRestoreFocusTarget();
  return (
    <>
      <Button
        {...restoreFocusHere}
        className={mergeClasses(styles.open, !hydrated && styles.narrowOnly)}
        onClick={() => {
          setDrawerWanted(true);
          setOpen(true);
        }}
      >
        {t('filters.title')}
        {count > 0 && (
          <CounterBadge count={count} size="small" aria-label={t('filters.active', { count })} />
        )}
      </Button>
      {drawerWanted && (
        <Suspense fallback={null}>
          <FilterDrawer {...props} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
