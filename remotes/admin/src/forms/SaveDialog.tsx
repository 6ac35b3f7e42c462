import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';

export interface SaveDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  saving: boolean;
  saveText: string;
  savingText: string;
  cancelText: string;
  surfaceClassName?: string;
  contentClassName?: string;
  children: ReactNode;
}

/** An open dialog that edits and saves one thing: the form's fields, Cancel and Save. */
export function SaveDialog({
  title,
  onClose,
  onSubmit,
  saving,
  saveText,
  savingText,
  cancelText,
  surfaceClassName,
  contentClassName,
  children,
}: SaveDialogProps) {
  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={surfaceClassName}>
        <form onSubmit={onSubmit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={contentClassName}>{children}</DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => onClose()}>
                {cancelText}
              </Button>
              <Button appearance="primary" type="submit" disabled={saving}>
                {saving ? savingText : saveText}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
