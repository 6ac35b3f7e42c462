import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Textarea,
} from '@fluentui/react-components';
import { type FormEvent, useEffect, useState } from 'react';

/** The words a reason dialog shows; each screen passes its own namespace's texts. */
export interface ReasonDialogTexts {
  title: string;
  explain: string;
  reason: string;
  reasonHint: string;
  confirm: string;
  cancel: string;
}

export interface ReasonDialogProps {
  open: boolean;
  texts: ReasonDialogTexts;
  /** The reason's allowed length (the api checks it again). */
  min: number;
  max: number;
  /** The words for a reason that is too short or too long. */
  problemText: (problem: 'tooShort' | 'tooLong') => string;
  pending: boolean;
  /** Why the last submit failed, shown under the field. */
  error?: string | null;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}

/** What is wrong with a reason of this allowed length, or null. */
export function reasonLengthProblem(
  reason: string,
  min: number,
  max: number,
): 'tooShort' | 'tooLong' | null {
  const length = reason.trim().length;
  if (length < min) return 'tooShort';
  if (length > max) return 'tooLong';
  return null;
}

/** Asks for a written reason (the one the person affected will read), then submits it. */
export function ReasonDialog({
  open,
  texts,
  min,
  max,
  problemText,
  pending,
  error,
  onClose,
  onSubmit,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setReason('');
      setTouched(false);
    }
  }, [open]);
  const problem = reasonLengthProblem(reason, min, max);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!problem) onSubmit(reason);
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{texts.title}</DialogTitle>
            <DialogContent>
              <p>{texts.explain}</p>
              <Field
                label={texts.reason}
                hint={texts.reasonHint}
                required
                validationMessage={touched && problem ? problemText(problem) : undefined}
              >
                <Textarea
                  value={reason}
                  maxLength={max + 50}
                  onChange={(_, data) => setReason(data.value)}
                  onBlur={() => setTouched(true)}
                />
              </Field>
              {error ? (
                <MessageBar intent="error">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={pending}>
                {texts.confirm}
              </Button>
              <Button type="button" onClick={() => onClose()}>
                {texts.cancel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
