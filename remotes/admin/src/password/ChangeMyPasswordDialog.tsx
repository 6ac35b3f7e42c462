import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
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

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** "Change my password" in the admin's top bar: current password, then the new one twice. */
export function ChangeMyPasswordDialog() {
  const styles = useStyles();
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.onSubmit();
  };
  return (
    <Dialog
      open={model.open}
      onOpenChange={(_, data) => (data.open ? model.onOpen() : model.onClose())}
    >
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="subtle">{t('change.open')}</Button>
      </DialogTrigger>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t('change.title')}</DialogTitle>
            <DialogContent className={styles.form}>
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
              <div role="alert">
                {model.error ? (
                  <MessageBar intent="error">
                    <MessageBarBody>{model.error}</MessageBarBody>
                  </MessageBar>
                ) : null}
              </div>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => model.onClose()}>
                {t('change.cancel')}
              </Button>
              <Button type="submit" appearance="primary" disabledFocusable={model.saving}>
                {model.saving ? t('change.submitting') : t('change.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
