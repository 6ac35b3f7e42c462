import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { texts } from '../i18n';
import { passwordTexts } from '../password/i18n';
import {
  $canSubmit,
  $email,
  $isSubmitting,
  $password,
  emailChanged,
  loginSubmitted,
  passwordChanged,
} from './model';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    justifyContent: 'center',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
  },
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: '100%',
    maxWidth: '400px',
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow8,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  title: { margin: 0, fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
});

/** Admin e-mail + password login (logic in ./model.ts). */
export function LoginForm() {
  const styles = useStyles();
  const t = texts.useT();
  const passwordT = passwordTexts.useT();
  const model = useUnit({
    email: $email,
    password: $password,
    canSubmit: $canSubmit,
    submitting: $isSubmitting,
    onEmail: emailChanged,
    onPassword: passwordChanged,
    onSubmit: loginSubmitted,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.onSubmit();
  };

  return (
    <main className={styles.page}>
      <form className={styles.form} onSubmit={submit} aria-labelledby="admin-login-title">
        <h1 id="admin-login-title" className={styles.title}>
          {t('login.heading')}
        </h1>
        <Field label={t('login.email')} required>
          <Input
            type="email"
            autoComplete="username"
            value={model.email}
            onChange={(_, data) => model.onEmail(data.value)}
          />
        </Field>
        <Field label={t('login.password')} required>
          <Input
            type="password"
            autoComplete="current-password"
            value={model.password}
            onChange={(_, data) => model.onPassword(data.value)}
          />
        </Field>
        <Button type="submit" appearance="primary" disabled={!model.canSubmit}>
          {model.submitting ? t('login.submitting') : t('login.submit')}
        </Button>
        <RouterLink to="/admin/forget-password">{passwordT('forgotLink')}</RouterLink>
      </form>
    </main>
  );
}
