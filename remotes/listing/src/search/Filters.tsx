import {
  Button,
  CounterBadge,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  OverlayDrawer,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { breakpoints } from 'shared/ui/theme';
import { useMediaQuery } from '../lib/useMediaQuery';
import { FilterPanel } from './FilterPanel';
import { activeFilterCount, type ListingQuery } from './query';

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

type Props = {
  query: ListingQuery;
  onChange: (patch: Partial<ListingQuery>) => void;
  onClear: (next: ListingQuery) => void;
};

/** A side column from 900 px; below that a button that opens the same panel in a drawer. */
export function Filters(props: Props) {
  const styles = useStyles();
  const small = useMediaQuery(SMALL_SCREEN);
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(props.query);

  if (!small) {
    return (
      <aside className={styles.aside} aria-label="Search filters">
        <FilterPanel {...props} />
      </aside>
    );
  }
  return (
    <>
      <Button className={styles.open} onClick={() => setOpen(true)}>
        Filters
        {count > 0 && <CounterBadge count={count} size="small" aria-label={`${count} active`} />}
      </Button>
      <OverlayDrawer
        position="start"
        open={open}
        onOpenChange={(_, data) => setOpen(data.open)}
        aria-label="Search filters"
      >
        <DrawerHeader>
          <DrawerHeaderTitle
            action={
              <Button appearance="subtle" aria-label="Close filters" onClick={() => setOpen(false)}>
                ✕
              </Button>
            }
          >
            Filters
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody>
          <FilterPanel {...props} />
        </DrawerBody>
        <DrawerFooter>
          <Button appearance="primary" onClick={() => setOpen(false)}>
            Show results
          </Button>
        </DrawerFooter>
      </OverlayDrawer>
    </>
  );
}
