import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { propertiesTexts } from './i18n';
import { $busyIds, $confirmingDelete, deleteCancelled, deleteConfirmed } from './model';

/** "Delete this listing?": nothing is deleted without this confirmation. */
export function DeleteDialog() {
  const t = propertiesTexts.useT();
  const [listing, busyIds, cancel, confirm] = useUnit([
    $confirmingDelete,
    $busyIds,
    deleteCancelled,
    deleteConfirmed,
  ]);
  const deleting = listing !== null && busyIds.includes(listing._id);
  return (
    <Dialog
      modalType="alert"
      open={listing !== null}
      onOpenChange={(_, data) => !data.open && cancel()}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('deleteTitle')}</DialogTitle>
          <DialogContent>{t('deleteBody', { title: listing?.title ?? '' })}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={confirm} disabled={deleting}>
              {t('deleteConfirm')}
            </Button>
            <Button onClick={cancel}>{t('cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
