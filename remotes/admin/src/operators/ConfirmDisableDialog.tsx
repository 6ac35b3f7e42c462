import { useUnit } from 'effector-react';
import { ConfirmDialog } from '../forms/ConfirmDialog';
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
    <ConfirmDialog
      busyFocusable
      open={confirming !== null}
      title={t(disabling ? 'confirm.disableTitle' : 'confirm.enableTitle', { name })}
      text={t(disabling ? 'confirm.disableText' : 'confirm.enableText', { name })}
      confirmText={t(disabling ? 'disable' : 'enable')}
      cancelText={t('confirm.cancel')}
      busy={updating}
      onConfirm={confirm}
      onCancel={cancel}
    />
  );
}
