import { useUnit } from 'effector-react';
import { lazy, Suspense, useState } from 'react';
import { $loginDialog } from './model';

const LoginDialogs = lazy(() => import('./LoginDialogs'));

/**
 * The dialogs' code loads when a dialog is first asked for. From then on they stay mounted, so
 * closing goes through Fluent's own close (which restores the page for assistive technology).
 */
export function LazyLoginDialogs() {
  const dialog = useUnit($loginDialog);
  const [needed, setNeeded] = useState(false);
  if (dialog !== 'closed' && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialogs />
    </Suspense>
  );
}
