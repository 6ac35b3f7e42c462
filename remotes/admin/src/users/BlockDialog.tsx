import { useUnit } from 'effector-react';
import { BLOCK_REASON_MAX, BLOCK_REASON_MIN } from 'shared/contracts/adminUsers';
import { ReasonDialog } from '../forms/ReasonDialog';
import { usersTexts } from './i18n';
import {
  $actionPending,
  $blockDialogOpen,
  $blockError,
  blockDialogClosed,
  blockSubmitted,
} from './model';

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

  return (
    <ReasonDialog
      open={open}
      texts={{
        title: t('block.title', { name }),
        explain: t('block.explain'),
        reason: t('block.reason'),
        reasonHint: t('block.reasonHint'),
        confirm: t('block.confirm'),
        cancel: t('block.cancel'),
      }}
      min={BLOCK_REASON_MIN}
      max={BLOCK_REASON_MAX}
      problemText={(problem) =>
        t(problem === 'tooShort' ? 'block.reasonTooShort' : 'block.reasonTooLong')
      }
      pending={pending}
      error={error}
      onClose={close}
      onSubmit={submit}
    />
  );
}
