import { useUnit } from 'effector-react';
import { ConfirmDialog } from '../forms/ConfirmDialog';
import { couponsTexts } from './i18n';
import { $confirming, $toggling, deactivateCancelled, deactivateConfirmed } from './model';

/** Deactivating stops the checkout from taking the coupon: asked once more. */
export function DeactivateDialog() {
  const t = couponsTexts.useT();
  const [coupon, busy, cancel, confirm] = useUnit([
    $confirming,
    $toggling,
    deactivateCancelled,
    deactivateConfirmed,
  ]);
  return (
    <ConfirmDialog
      alert
      open={coupon !== null}
      title={t('confirm.title', { code: coupon?.code ?? '' })}
      text={t('confirm.body')}
      confirmText={t('confirm.yes')}
      cancelText={t('confirm.no')}
      busy={busy}
      onConfirm={confirm}
      onCancel={cancel}
    />
  );
}
