import { Button, Field, Input, Select } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { ADMIN_ROLES, type AdminRole } from 'shared/contracts/adminPermissions';
import { FormDialog } from '../forms/FormDialog';
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

/** Invite a staff member: e-mail, name, role; the api e-mails a set-password link. */
export function InviteDialog() {
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
  return (
    <FormDialog
      open={model.open}
      onOpen={model.onOpen}
      onClose={model.onClose}
      trigger={<Button appearance="primary">{t('invite.open')}</Button>}
      title={t('invite.title')}
      error={model.error}
      busy={model.sending}
      submitText={t('invite.submit')}
      busyText={t('invite.submitting')}
      cancelText={t('invite.cancel')}
      onSubmit={model.onSubmit}
    >
      <p>{t('invite.text')}</p>
      <Field
        label={t('invite.email')}
        required
        validationMessage={
          model.attempted && !model.emailValid ? t('invite.invalidEmail') : undefined
        }
      >
        <Input type="email" value={model.email} onChange={(_, data) => model.onEmail(data.value)} />
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
        <Select value={model.role} onChange={(_, data) => model.onRole(data.value as AdminRole)}>
          {ADMIN_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(ROLE_LABEL[role])}
            </option>
          ))}
        </Select>
      </Field>
    </FormDialog>
  );
}
