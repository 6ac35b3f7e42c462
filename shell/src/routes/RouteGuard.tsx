import { useUnit } from 'effector-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { $isAdminAuthenticated, $isUserAuthenticated } from '../lib/session';
import { guardRedirect } from './guards';
import type { Guard } from './table';

// The posting check loads with the wizard's routes, not on the first load of /.
const PosterGuard = lazy(() => import('../features/poster-guard/view'));

export function RouteGuard({ guard, children }: { guard: Guard; children: ReactNode }) {
  const [isUser, isAdmin] = useUnit([$isUserAuthenticated, $isAdminAuthenticated]);
  if (guard === 'poster') {
    return (
      <Suspense fallback={null}>
        <PosterGuard>{children}</PosterGuard>
      </Suspense>
    );
  }
  const redirectTo = guardRedirect(guard, { isUser, isAdmin });
  return redirectTo ? <Navigate to={redirectTo} replace /> : children;
}
