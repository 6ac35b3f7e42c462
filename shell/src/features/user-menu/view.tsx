import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { useHydrated } from 'shared/ssr';
import { commonTexts } from '../../i18n';
import { $isUserAuthenticated } from '../../lib/session';
import { loginClicked } from '../login/model';

const AvatarMenu = lazy(() => import('./AvatarMenu'));

const useStyles = makeStyles({
  placeholder: {
    display: 'inline-block',
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

/**
 * Avatar menu when logged in (loaded on demand), Login button otherwise. The server knows no
 * user: a page it rendered shows Login until hydrated, then this browser's user.
 */
export function UserMenu() {
  const styles = useStyles();
  const tc = commonTexts.useT();
  const hydrated = useHydrated();
  const [isAuthenticated, login] = useUnit([$isUserAuthenticated, loginClicked]);
  if (!isAuthenticated || !hydrated) {
    return (
      <Button appearance="primary" onClick={() => login()}>
        {tc('login')}
      </Button>
    );
  }
  return (
    <Suspense fallback={<span className={styles.placeholder} aria-hidden="true" />}>
      <AvatarMenu />
    </Suspense>
  );
}
