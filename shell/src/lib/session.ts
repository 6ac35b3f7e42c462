import { $adminAuth, $auth } from 'shared/auth';

export const $isUserAuthenticated = $auth.map((auth) => auth.isAuthenticated);
export const $isAdminAuthenticated = $adminAuth.map((auth) => auth.isAuthenticated);
