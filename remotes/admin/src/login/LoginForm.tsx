import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { $adminAuth, adminLoginFx } from 'shared/auth';
import { isApiFailure } from 'shared/http';

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

export const ADMIN_HOME = '/admin/dashboard';

/** Admin e-mail + password login; success goes to the admin dashboard, failure toasts. */
export function LoginForm() {
  const styles = useStyles();
  const navigate = useNavigate();
  const [auth, login] = useUnit([$adminAuth, adminLoginFx]);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await login({ email: email.trim(), password });
      navigate(ADMIN_HOME, { replace: true });
    } catch (failure) {
      toast.error(isApiFailure(failure) ? failure.message : 'Login failed');
    }
  };

  return (
    <main className={styles.page}>
      <form className={styles.form} onSubmit={submit} aria-labelledby="admin-login-title">
        <h1 id="admin-login-title" className={styles.title}>
          Admin login
        </h1>
        <Field label="Email" required>
          <Input
            type="email"
            autoComplete="username"
            value={email}
            onChange={(_, data) => setEmail(data.value)}
          />
        </Field>
        <Field label="Password" required>
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(_, data) => setPassword(data.value)}
          />
        </Field>
        <Button
          type="submit"
          appearance="primary"
          disabled={auth.loading || !email.trim() || !password}
        >
          {auth.loading ? 'Logging in...' : 'Login'}
        </Button>
      </form>
    </main>
  );
}
