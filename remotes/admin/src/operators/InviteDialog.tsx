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
  Select,
  tokens,
} from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { ADMIN_ROLES, type AdminRole } from 'shared/contracts/adminPermissions';
import { operatorsTexts } from './i18n';
import {
  $attempted,
  $email,
  $emailValid,
  $error,
  $isSending,
  $name,
  $nameValid,
  $open,
  $role,
  emailChanged,
  inviteClosed,
  inviteOpened,
  inviteSubmitted,
  nameChanged,
  roleChanged,
} from './inviteModel';
import { ROLE_LABEL } from './labels';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Invite a staff member: e-mail, name, role; the api e-mails a set-password link. */
export function InviteDialog() {
  const styles = useStyles();
  const t = operatorsTexts.useT();
  const model = useUnit({
    open: $open,
    email: $email,
    name: $name,
    role: $role,
    attempted: $attempted,
    emailValid: $emailValid,
    nameValid: $nameValid,
    error: $error,
    sending: $isSending,
    onOpen: inviteOpened,
    onClose: inviteClosed,
    onEmail: emailChanged,
    onName: nameChanged,
    onRole: roleChanged,
    onSubmit: inviteSubmitted,
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
        <Button appearance="primary">{t('invite.open')}</Button>
      </DialogTrigger>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t('invite.title')}</DialogTitle>
            <DialogContent className={styles.form}>
              <p>{t('invite.text')}</p>
              <Field
                label={t('invite.email')}
                required
                validationMessage={
                  model.attempted && !model.emailValid ? t('invite.invalidEmail') : undefined
                }
              >
                <Input
                  type="email"
                  value={model.email}
                  onChange={(_, data) => model.onEmail(data.value)}
                />
              </Field>
              <Field
                label={t('invite.name')}
                required
                validationMessage={
                  model.attempted && !model.nameValid ? t('invite.nameMissing') : undefined
                }
              >
                <Input
                  value={model.name}
                  maxLength={100}
                  onChange={(_, data) => model.onName(data.value)}
                />
              </Field>
              <Field label={t('invite.role')}>
                <Select
                  value={model.role}
                  onChange={(_, data) => model.onRole(data.value as AdminRole)}
                >
                  {ADMIN_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t(ROLE_LABEL[role])}
                    </option>
                  ))}
                </Select>
              </Field>
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
                {t('invite.cancel')}
              </Button>
              <Button type="submit" appearance="primary" disabledFocusable={model.sending}>
                {model.sending ? t('invite.submitting') : t('invite.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
