import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
} from '@fluentui/react-components';
import { listingTexts } from '../i18n';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

type Props = FilterPanelProps & { open: boolean; onOpenChange: (open: boolean) => void };

/** The filter panel in a drawer (small screens); loaded on the first tap of "Filters". */
export default function FilterDrawer({ open, onOpenChange, ...panel }: Props) {
  const t = listingTexts.useT();
  return (
    <OverlayDrawer
      position="start"
      open={open}
      onOpenChange={(_, data) => onOpenChange(data.open)}
      aria-label={t('filters.searchFilters')}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label={t('filters.close')}
              onClick={() => onOpenChange(false)}
            >
              {/* i18n-ignore: a symbol; the button is named by its aria-label */}✕
            </Button>
          }
        >
          {t('filters.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <FilterPanel {...panel} />
      </DrawerBody>
      <DrawerFooter>
        <Button appearance="primary" onClick={() => onOpenChange(false)}>
          {t('filters.showResults')}
        </Button>
      </DrawerFooter>
    </OverlayDrawer>
  );
}
