import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { FormEvent, ReactElement, ReactNode } from 'react';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface FormDialogProps {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: string;
  /** Why the last submit failed, announced in the dialog. */
  error: string | null;
  busy: boolean;
  submitText: string;
  busyText: string;
  cancelText: string;
  onSubmit: () => void;
  children: ReactNode;
}

/** A dialog around one form: its fields, the failure message, Cancel and the submit button. */
export function FormDialog({
  open,
  onOpen,
  onClose,
  trigger,
  title,
  error,
  busy,
  submitText,
  busyText,
  cancelText,
  onSubmit,
  children,
}: FormDialogProps) {
  const styles = useStyles();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? onOpen() : onClose())}>
      <DialogTrigger disableButtonEnhancement>{trigger}</DialogTrigger>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.form}>
              {children}
              <div role="alert">
                {error ? (
                  <MessageBar intent="error">
                    <MessageBarBody>{error}</MessageBarBody>
                  </MessageBar>
                ) : null}
              </div>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => onClose()}>
                {cancelText}
              </Button>
              <Button type="submit" appearance="primary" disabledFocusable={busy}>
                {busy ? busyText : submitText}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
