import type { AdminUser } from '../contracts/adminAuth';
import type { SessionUser } from '../contracts/auth';

export type AuthUser = SessionUser & { token: string; refreshToken: string };

/** Spec §3: user auth state. */
export type AuthState = {
  loading: boolean;
  error: string | null;
  user: AuthUser | null;
  isAuthenticated: boolean;
};

export type AdminInfo = AdminUser & { token: string; refreshToken: string };

/** Spec §3: admin auth state. */
export type AdminAuthState = {
  loading: boolean;
  adminInfo: AdminInfo | null;
  error: string | null;
  isAuthenticated: boolean;
};

/** The header's view of the logged-in user (counts default to 0). */
export type CurrentUser = {
  id: string;
  name: string | null;
  profileImage: string | null;
  propertyCount: number;
  leadsCount: number;
};
