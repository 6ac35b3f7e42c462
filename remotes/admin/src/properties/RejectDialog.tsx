import { useUnit } from 'effector-react';
import { REJECTION_REASON_MAX, REJECTION_REASON_MIN } from 'shared/contracts/adminProperties';
import { ReasonDialog } from '../forms/ReasonDialog';
import { propertiesTexts } from './i18n';
import {
  $actionPending,
  $bulkPending,
  $detail,
  $rejectTarget,
  rejectDialogClosed,
  rejectSubmitted,
} from './model';

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
  const title =
    target?.kind === 'bulk'
      ? t('reject.titleBulk', { count: target.ids.length })
      : t('reject.title', { what: detail?.title ?? '' });

  return (
    <ReasonDialog
      open={target !== null}
      texts={{
        title,
        explain: t('reject.explain'),
        reason: t('reject.reason'),
        reasonHint: t('reject.reasonHint'),
        confirm: t('reject.confirm'),
        cancel: t('reject.cancel'),
      }}
      min={REJECTION_REASON_MIN}
      max={REJECTION_REASON_MAX}
      problemText={(problem) =>
        t(problem === 'tooShort' ? 'reject.reasonTooShort' : 'reject.reasonTooLong')
      }
      pending={pending || bulkPending}
      onClose={close}
      onSubmit={submit}
    />
  );
}
