import { Button, Field, Input } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { FormDialog } from '../forms/FormDialog';
import {
  $attempted,
  $current,
  $error,
  $isSaving,
  $open,
  $password,
  $problem,
  $repeat,
  changeDialogClosed,
  changeDialogOpened,
  changeSubmitted,
  currentChanged,
  passwordChanged,
  repeatChanged,
} from './changeModel';
import { passwordTexts } from './i18n';
import { NewPasswordFields } from './NewPasswordFields';

/** "Change my password" in the admin's top bar: current password, then the new one twice. */
export function ChangeMyPasswordDialog() {
  const t = passwordTexts.useT();
  const model = useUnit({
    open: $open,
    current: $current,
    password: $password,
    repeat: $repeat,
    attempted: $attempted,
    problem: $problem,
    error: $error,
    saving: $isSaving,
    onOpen: changeDialogOpened,
    onClose: changeDialogClosed,
    onCurrent: currentChanged,
    onPassword: passwordChanged,
    onRepeat: repeatChanged,
    onSubmit: changeSubmitted,
  });
  return (
    <FormDialog
      open={model.open}
      onOpen={model.onOpen}
      onClose={model.onClose}
      trigger={<Button appearance="subtle">{t('change.open')}</Button>}
      title={t('change.title')}
      error={model.error}
      busy={model.saving}
      submitText={t('change.submit')}
      busyText={t('change.submitting')}
      cancelText={t('change.cancel')}
      onSubmit={model.onSubmit}
    >
      <Field
        label={t('change.current')}
        required
        validationMessage={
          model.attempted && model.current === '' ? t('change.currentMissing') : undefined
        }
      >
        <Input
          type="password"
          autoComplete="current-password"
          value={model.current}
          onChange={(_, data) => model.onCurrent(data.value)}
        />
      </Field>
      <NewPasswordFields
        password={model.password}
        repeat={model.repeat}
        onPassword={model.onPassword}
        onRepeat={model.onRepeat}
        problem={model.attempted ? model.problem : null}
      />
    </FormDialog>
  );
}
