import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Textarea,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useState } from 'react';
import { REJECTION_REASON_MAX, REJECTION_REASON_MIN } from 'shared/contracts/adminProperties';
import { propertiesTexts } from './i18n';
import {
  $actionPending,
  $bulkPending,
  $detail,
  $rejectTarget,
  rejectDialogClosed,
  rejectSubmitted,
} from './model';

/** What is wrong with the reason, or null (the api checks it again). */
export function reasonProblem(
  reason: string,
): 'reject.reasonTooShort' | 'reject.reasonTooLong' | null {
  const length = reason.trim().length;
  if (length < REJECTION_REASON_MIN) return 'reject.reasonTooShort';
  if (length > REJECTION_REASON_MAX) return 'reject.reasonTooLong';
  return null;
}

/** Asks for the reason the owner will read, for the open listing or the rows chosen. */
export function RejectDialog() {
  const t = propertiesTexts.useT();
  const [target, detail, pending, bulkPending, close, submit] = useUnit([
    $rejectTarget,
    $detail,
    $actionPending,
    $bulkPending,
    rejectDialogClosed,
    rejectSubmitted,
  ]);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const open = target !== null;
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
  const title =
    target?.kind === 'bulk'
      ? t('reject.titleBulk', { count: target.ids.length })
      : t('reject.title', { what: detail?.title ?? '' });

  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? undefined : close())}>
      <DialogSurface>
        <form onSubmit={onSubmit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              <p>{t('reject.explain')}</p>
              <Field
                label={t('reject.reason')}
                hint={t('reject.reasonHint')}
                required
                validationMessage={touched && problem ? t(problem) : undefined}
              >
                <Textarea
                  value={reason}
                  maxLength={REJECTION_REASON_MAX + 50}
                  onChange={(_, data) => setReason(data.value)}
                  onBlur={() => setTouched(true)}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={pending || bulkPending}>
                {t('reject.confirm')}
              </Button>
              <Button type="button" onClick={() => close()}>
                {t('reject.cancel')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
