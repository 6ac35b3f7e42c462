import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { $loginDialog } from './model';

const LoginDialogs = lazy(() => import('./LoginDialogs'));

/** Mounts the dialogs' code only once a dialog is open: they are not part of the first load. */
export function LazyLoginDialogs() {
  const dialog = useUnit($loginDialog);
  if (dialog === 'closed') return null;
  return (
    <Suspense fallback={null}>
      <LoginDialogs />
    </Suspense>
  );
}
