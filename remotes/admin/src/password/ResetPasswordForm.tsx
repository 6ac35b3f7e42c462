import { Button, MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { texts } from '../i18n';
import { GuestCard } from './GuestCard';
import { passwordTexts } from './i18n';
import { NewPasswordFields } from './NewPasswordFields';
import {
  $attempted,
  $error,
  $isSaving,
  $password,
  $problem,
  $repeat,
  passwordChanged,
  repeatChanged,
  resetOpened,
  resetSubmitted,
} from './resetModel';

const useStyles = makeStyles({ line: { display: 'block' } });

/**
 * The e-mail link's page (`?token=`, from a reset or an invitation): a new password twice, then
 * the login. Without a token it says to use the e-mail's link.
 */
export function ResetPasswordForm() {
  const styles = useStyles();
  const t = passwordTexts.useT();
  const adminT = texts.useT();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const model = useUnit({
    password: $password,
    repeat: $repeat,
    attempted: $attempted,
    problem: $problem,
    error: $error,
    saving: $isSaving,
    opened: resetOpened,
    onPassword: passwordChanged,
    onRepeat: repeatChanged,
    onSubmit: resetSubmitted,
  });
  const { opened } = model;
  useEffect(() => {
    opened();
  }, [opened]);

  if (!token) {
    return (
      <GuestCard id="admin-reset-title" heading={adminT('changePassword.heading')}>
        <p>{t('reset.noToken')}</p>
        <RouterLink to="/admin/forget-password">{t('reset.requestLink')}</RouterLink>
        <RouterLink to="/admin/login">{t('backToLogin')}</RouterLink>
      </GuestCard>
    );
  }

  return (
    <GuestCard
      id="admin-reset-title"
      heading={adminT('changePassword.heading')}
      onSubmit={() => model.onSubmit(token)}
    >
      <p>{t('reset.intro')}</p>
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
            <MessageBarBody>
              <span className={styles.line}>{model.error}</span>
              <span className={styles.line}>{t('reset.failedHint')}</span>
            </MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
      <Button type="submit" appearance="primary" disabledFocusable={model.saving}>
        {model.saving ? t('reset.submitting') : t('reset.submit')}
      </Button>
      {model.error ? (
        <RouterLink to="/admin/forget-password">{t('reset.requestLink')}</RouterLink>
      ) : null}
      <RouterLink to="/admin/login">{t('backToLogin')}</RouterLink>
    </GuestCard>
  );
}
