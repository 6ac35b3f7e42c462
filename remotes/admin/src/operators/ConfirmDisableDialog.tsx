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
import { operatorsTexts } from './i18n';
import { $confirming, $isUpdating, confirmCancelled, confirmed } from './staffModel';

/** "Disable Asha?" / "Enable Asha?": what happens, then Cancel or the action. */
export function ConfirmDisableDialog() {
  const t = operatorsTexts.useT();
  const [confirming, updating, cancel, confirm] = useUnit([
    $confirming,
    $isUpdating,
    confirmCancelled,
    confirmed,
  ]);
  const name = confirming?.operator.name ?? '';
  const disabling = confirming?.disabled ?? true;
  return (
    <Dialog open={confirming !== null} onOpenChange={(_, data) => (data.open ? null : cancel())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            {t(disabling ? 'confirm.disableTitle' : 'confirm.enableTitle', { name })}
          </DialogTitle>
          <DialogContent>
            {t(disabling ? 'confirm.disableText' : 'confirm.enableText', { name })}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => cancel()}>
              {t('confirm.cancel')}
            </Button>
            <Button appearance="primary" disabledFocusable={updating} onClick={() => confirm()}>
              {t(disabling ? 'disable' : 'enable')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
