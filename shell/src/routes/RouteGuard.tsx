import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { $isAdminAuthenticated, $isUserAuthenticated } from '../lib/session';
import { guardRedirect } from './guards';
import type { Guard } from './table';

export function RouteGuard({ guard, children }: { guard: Guard; children: ReactNode }) {
  const [isUser, isAdmin] = useUnit([$isUserAuthenticated, $isAdminAuthenticated]);
  const redirectTo = guardRedirect(guard, { isUser, isAdmin });
  return redirectTo ? <Navigate to={redirectTo} replace /> : children;
}
