import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  /** Open while something waits to be confirmed. */
  open: boolean;
  title: string;
  /** What the action will do. */
  text: ReactNode;
  confirmText: string;
  cancelText: string;
  /** The action is under way: its button waits. */
  busy: boolean;
  onConfirm: () => void;
  /** Cancel, Escape or a click outside. */
  onCancel: () => void;
  /** An alert dialog (no closing by a click outside) whose action comes first and takes the focus. */
  alert?: boolean;
  /** While busy the action's button stays in the tab order (aria-disabled) instead of disabled. */
  busyFocusable?: boolean;
}

/** Asks once more before an action: the title, what it does, Cancel and the action. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmText,
  cancelText,
  busy,
  onConfirm,
  onCancel,
  alert = false,
  busyFocusable = false,
}: ConfirmDialogProps) {
  const confirm = (
    <Button
      appearance="primary"
      disabled={busyFocusable ? undefined : busy}
      disabledFocusable={busyFocusable ? busy : undefined}
      onClick={() => onConfirm()}
    >
      {confirmText}
    </Button>
  );
  const cancel = (
    <Button appearance="secondary" onClick={() => onCancel()}>
      {cancelText}
    </Button>
  );
  return (
    <Dialog
      open={open}
      modalType={alert ? 'alert' : undefined}
      onOpenChange={(_, data) => (data.open ? undefined : onCancel())}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{text}</DialogContent>
          <DialogActions>
            {alert ? confirm : cancel}
            {alert ? cancel : confirm}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
