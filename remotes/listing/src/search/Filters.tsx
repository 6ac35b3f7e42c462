import { Button, CounterBadge, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { breakpoints } from 'shared/ui/theme';
import { useMediaQuery } from '../lib/useMediaQuery';
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
});

const SMALL_SCREEN = `(max-width: ${breakpoints.md - 0.05}px)`;

/** A side column from 900 px; below that a button that opens the same panel in a drawer. */
export function Filters(props: FilterPanelProps) {
  const styles = useStyles();
  const small = useMediaQuery(SMALL_SCREEN);
  const [open, setOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const count = activeFilterCount(props.query);

  if (!small) {
    return (
      <aside className={styles.aside} aria-label="Search filters">
        <Suspense fallback={<Spinner size="small" label="Loading filters…" />}>
          <FilterPanel {...props} />
        </Suspense>
      </aside>
    );
  }
  return (
    <>
      <Button
        className={styles.open}
        onClick={() => {
          setDrawerWanted(true);
          setOpen(true);
        }}
      >
        Filters
        {count > 0 && <CounterBadge count={count} size="small" aria-label={`${count} active`} />}
      </Button>
      {drawerWanted && (
        <Suspense fallback={null}>
          <FilterDrawer {...props} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
