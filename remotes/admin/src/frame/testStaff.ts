import { type Effect, fork, type Scope } from 'effector';
import { $adminAuth, type AdminAuthState } from 'shared/auth';
import { type AdminRole, ROLE_PERMISSIONS } from 'shared/contracts/adminPermissions';
import { fetchStaffFx, type Staff } from './staff';

/** A staff member of `role` with exactly the role's permissions (tests only). */
export function staffOf(role: AdminRole, name = 'Asha Admin'): Staff {
  return {
    id: '0b9d4c2e-4a53-4d0c-9d3e-2f1f7d8a6b11',
    email: `${role}@example.com`,
    name,
    role,
    permissions: ROLE_PERMISSIONS[role],
  };
}

/** `$adminAuth` as after that staff member's login. */
export function signedInAs(staff: Staff): AdminAuthState {
  return {
    loading: false,
    error: null,
    isAuthenticated: true,
    adminInfo: {
      _id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      permissions: [...staff.permissions],
      token: 'admin-access',
      refreshToken: 'admin-refresh',
    },
  };
}

/** `[effect, handler]` pairs, as `fork({ handlers })` takes them. */
// biome-ignore lint/suspicious/noExplicitAny: effector's own type for fork's handlers
type Handlers = Array<[Effect<any, any, any>, (...args: never[]) => unknown]>;

/**
 * A scope signed in as `role` (GET /api/admin/me answers the same staff member), for a screen's
 * component tests: `renderWithProviders(<Page />, { scope: adminScope('moderator', [...]) })`.
 */
export function adminScope(
  role: AdminRole,
  handlers: Handlers = [],
  staff: Staff = staffOf(role),
): Scope {
  return fork({
    values: [[$adminAuth, signedInAs(staff)]],
    handlers: [[fetchStaffFx, async () => staff], ...handlers],
  });
}
