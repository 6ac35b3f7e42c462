import { Field, Input } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import type { AdminSuggestion } from 'shared/contracts/adminSuggestions';
import { ConfirmDialog } from '../forms/ConfirmDialog';
import { SaveDialog } from '../forms/SaveDialog';
import { suggestionsTexts } from './i18n';
import {
  $deleting,
  $formError,
  deleteCancelled,
  deleteConfirmed,
  deleteSuggestionFx,
  formClosed,
  formSubmitted,
  saveSuggestionFx,
} from './model';

/** Adds or edits one suggestion's text; the server's words (a duplicate) show under the field. */
export function SuggestionFormDialog({ row }: { row: AdminSuggestion | null }) {
  const t = suggestionsTexts.useT();
  const [serverError, submit, close, saving] = useUnit([
    $formError,
    formSubmitted,
    formClosed,
    saveSuggestionFx.pending,
  ]);
  const [text, setText] = useState(row?.searchText ?? '');
  const [empty, setEmpty] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    setEmpty(!trimmed);
    if (trimmed) submit(trimmed);
  };
  const error = empty ? t('form.required') : serverError;
  return (
    <SaveDialog
      title={row ? t('form.editTitle') : t('form.newTitle')}
      onClose={close}
      onSubmit={onSubmit}
      saving={saving}
      saveText={t('form.save')}
      savingText={t('form.saving')}
      cancelText={t('form.cancel')}
    >
      <Field
        label={t('form.text')}
        required
        hint={t('form.hint')}
        validationState={error ? 'error' : 'none'}
        validationMessage={error ?? undefined}
      >
        <Input value={text} maxLength={100} onChange={(_, data) => setText(data.value)} />
      </Field>
    </SaveDialog>
  );
}

export function DeleteSuggestionDialog() {
  const t = suggestionsTexts.useT();
  const [row, cancel, confirm, busy] = useUnit([
    $deleting,
    deleteCancelled,
    deleteConfirmed,
    deleteSuggestionFx.pending,
  ]);
  return (
    <ConfirmDialog
      open={row !== null}
      title={t('deleteDialog.title')}
      text={row ? t('deleteDialog.text', { text: row.searchText }) : null}
      confirmText={t('deleteDialog.confirm')}
      cancelText={t('deleteDialog.cancel')}
      busy={busy}
      onConfirm={confirm}
      onCancel={cancel}
    />
  );
}
