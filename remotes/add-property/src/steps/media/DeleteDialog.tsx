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
import { mediaTexts } from './i18n';
import { itemName } from './labels';
import { $deleteAsked, $items, deleteConfirmed, deleteDismissed, deleteMediaFx } from './model';

/** Asks before deleting an uploaded file: the delete cannot be undone. */
export function DeleteDialog() {
  const t = mediaTexts.useT();
  const [askedKey, items, deleting, confirm, dismiss] = useUnit([
    $deleteAsked,
    $items,
    deleteMediaFx.pending,
    deleteConfirmed,
    deleteDismissed,
  ]);
  const index = items.findIndex((item) => item.key === askedKey);
  const item = items[index];
  const name = item ? itemName(t, item, index) : '';
  return (
    <Dialog
      open={item !== undefined}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open && !deleting) dismiss();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('media.confirm.title', { file: name })}</DialogTitle>
          <DialogContent>{t('media.confirm.body')}</DialogContent>
          <DialogActions>
            <Button appearance="primary" disabledFocusable={deleting} onClick={confirm}>
              {deleting ? t('media.confirm.deleting') : t('media.confirm.delete')}
            </Button>
            <Button disabled={deleting} onClick={dismiss}>
              {t('media.confirm.keep')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
