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
    <Dialog
      open={coupon !== null}
      modalType="alert"
      onOpenChange={(_, data) => (data.open ? undefined : cancel())}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('confirm.title', { code: coupon?.code ?? '' })}</DialogTitle>
          <DialogContent>{t('confirm.body')}</DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={busy} onClick={() => confirm()}>
              {t('confirm.yes')}
            </Button>
            <Button onClick={() => cancel()}>{t('confirm.no')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
