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
import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useState } from 'react';
import { BLOCK_REASON_MAX, BLOCK_REASON_MIN } from 'shared/contracts/adminUsers';
import { usersTexts } from './i18n';
import {
  $actionPending,
  $blockDialogOpen,
  $blockError,
  blockDialogClosed,
  blockSubmitted,
} from './model';

/** What is wrong with the reason, in words, or null (the api checks it again). */
export function reasonProblem(
  reason: string,
): 'block.reasonTooShort' | 'block.reasonTooLong' | null {
  const length = reason.trim().length;
  if (length < BLOCK_REASON_MIN) return 'block.reasonTooShort';
  if (length > BLOCK_REASON_MAX) return 'block.reasonTooLong';
  return null;
}

/** Asks for the reason the blocked user will see, then blocks. */
export function BlockDialog({ name }: { name: string }) {
  const t = usersTexts.useT();
  const [open, error, pending, close, submit] = useUnit([
    $blockDialogOpen,
    $blockError,
    $actionPending,
    blockDialogClosed,
    blockSubmitted,
  ]);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setReason('');
      setTouched(false);
    }
  }, [open]);
  const problem = reasonProblem(reason);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!problem) submit(reason);
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? undefined : close())}>
      <DialogSurface>
        <form onSubmit={onSubmit} noValidate>
          <DialogBody>
            <DialogTitle>{t('block.title', { name })}</DialogTitle>
            <DialogContent>
              <p>{t('block.explain')}</p>
              <Field
                label={t('block.reason')}
                hint={t('block.reasonHint')}
                required
                validationMessage={touched && problem ? t(problem) : undefined}
              >
                <Textarea
                  value={reason}
                  maxLength={BLOCK_REASON_MAX + 50}
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
                {t('block.confirm')}
              </Button>
              <Button type="button" onClick={() => close()}>
                {t('block.cancel')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
