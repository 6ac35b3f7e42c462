import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
} from '@fluentui/react-components';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

type Props = FilterPanelProps & { open: boolean; onOpenChange: (open: boolean) => void };

/** The filter panel in a drawer (small screens); loaded on the first tap of "Filters". */
export default function FilterDrawer({ open, onOpenChange, ...panel }: Props) {
  return (
    <OverlayDrawer
      position="start"
      open={open}
      onOpenChange={(_, data) => onOpenChange(data.open)}
      aria-label="Search filters"
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label="Close filters"
              onClick={() => onOpenChange(false)}
            >
              ✕
            </Button>
          }
        >
          Filters
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <FilterPanel {...panel} />
      </DrawerBody>
      <DrawerFooter>
        <Button appearance="primary" onClick={() => onOpenChange(false)}>
          Show results
        </Button>
      </DrawerFooter>
    </OverlayDrawer>
  );
}
