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
import { settingsTexts } from './i18n';
import { $deleting, deleteCancelled, deleteConfirmed, deletePageFx } from './model';

/** Asks before a footer page is deleted (its path will show Page not found). */
export function DeletePageDialog() {
  const t = settingsTexts.useT();
  const [page, cancel, confirm, busy] = useUnit([
    $deleting,
    deleteCancelled,
    deleteConfirmed,
    deletePageFx.pending,
  ]);
  return (
    <Dialog open={page !== null} onOpenChange={(_, data) => (data.open ? undefined : cancel())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('delete.title')}</DialogTitle>
          <DialogContent>
            {page ? t('delete.text', { title: page.title, path: page.configUrl }) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => cancel()}>
              {t('delete.cancel')}
            </Button>
            <Button appearance="primary" disabled={busy} onClick={() => confirm()}>
              {t('delete.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
