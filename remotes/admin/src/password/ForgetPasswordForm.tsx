import { Button, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { texts } from '../i18n';
import {
  $email,
  $error,
  $isSending,
  $sentMessage,
  $showInvalid,
  emailChanged,
  forgetOpened,
  forgetSubmitted,
} from './forgetModel';
import { GuestCard } from './GuestCard';
import { passwordTexts } from './i18n';

/** E-mail -> a reset link (the answer never says whether the e-mail is staff's). */
export function ForgetPasswordForm() {
  const t = passwordTexts.useT();
  const adminT = texts.useT();
  const model = useUnit({
    email: $email,
    showInvalid: $showInvalid,
    sent: $sentMessage,
    error: $error,
    sending: $isSending,
    opened: forgetOpened,
    onEmail: emailChanged,
    onSubmit: forgetSubmitted,
  });
  const { opened } = model;
  useEffect(() => {
    opened();
  }, [opened]);

  return (
    <GuestCard
      id="admin-forget-title"
      heading={adminT('forgetPassword.heading')}
      onSubmit={model.onSubmit}
    >
      <p>{t('forget.intro')}</p>
      <Field
        label={t('forget.email')}
        required
        validationMessage={model.showInvalid ? t('forget.invalidEmail') : undefined}
      >
        <Input
          type="email"
          autoComplete="username"
          value={model.email}
          onChange={(_, data) => model.onEmail(data.value)}
        />
      </Field>
      <div role="status">
        {model.sent ? (
          <MessageBar intent="success">
            <MessageBarBody>{model.sent}</MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
      <div role="alert">
        {model.error ? (
          <MessageBar intent="error">
            <MessageBarBody>{model.error}</MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
      <Button type="submit" appearance="primary" disabledFocusable={model.sending}>
        {model.sending ? t('forget.submitting') : t('forget.submit')}
      </Button>
      <RouterLink to="/admin/login">{t('backToLogin')}</RouterLink>
    </GuestCard>
  );
}
