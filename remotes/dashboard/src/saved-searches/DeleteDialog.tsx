import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { SavedSearch } from 'shared/contracts/savedSearches';
import { savedSearchesTexts } from './i18n';

type Props = { search: SavedSearch; onDelete: () => void; onClose: () => void };

/** Asks before deleting: the search and its alerts go for good. */
export function DeleteDialog({ search, onDelete, onClose }: Props) {
  const t = savedSearchesTexts.useT();
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('deleteTitle', { name: search.name })}</DialogTitle>
          <DialogContent>{t('deleteText')}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('cancel')}</Button>
            <Button
              appearance="primary"
              onClick={() => {
                onDelete();
                onClose();
              }}
            >
              {t('delete')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
