import { useUnit } from 'effector-react';
import { ConfirmDialog } from '../forms/ConfirmDialog';
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
    <ConfirmDialog
      open={page !== null}
      title={t('delete.title')}
      text={page ? t('delete.text', { title: page.title, path: page.configUrl }) : null}
      confirmText={t('delete.confirm')}
      cancelText={t('delete.cancel')}
      busy={busy}
      onConfirm={confirm}
      onCancel={cancel}
    />
  );
}
