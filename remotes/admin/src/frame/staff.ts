import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { useUnit } from 'effector-react';
import { $adminAuth } from 'shared/auth';
import type { AdminMeAnswer } from 'shared/contracts/adminAuth';
import {
  ADMIN_PERMISSIONS,
  type AdminPermission,
  isAdminRole,
  ROLE_PERMISSIONS,
} from 'shared/contracts/adminPermissions';
import { adminApi, request } from 'shared/http';

/** The signed-in staff member as the admin screens see them. */
export type Staff = {
  id: string;
  email: string;
  name: string;
  role: string;
  permissions: readonly AdminPermission[];
};

type StaffAnswer = {
  _id: string;
  email: string;
  name: string;
  role: string;
  permissions?: unknown;
};

/**
 * The permissions the api sent; an answer without them (an older api, or a session stored before
 * they existed) falls back to the role's row of the shared table. An unknown role may do nothing.
 */
export function permissionsOf(user: StaffAnswer): readonly AdminPermission[] {
  if (Array.isArray(user.permissions)) {
    return user.permissions.filter((p): p is AdminPermission =>
      (ADMIN_PERMISSIONS as readonly string[]).includes(p),
    );
  }
  return isAdminRole(user.role) ? ROLE_PERMISSIONS[user.role] : [];
}

const toStaff = (user: StaffAnswer): Staff => ({
  id: user._id,
  email: user.email,
  name: user.name,
  role: user.role,
  permissions: permissionsOf(user),
});

/** GET /api/admin/me: the role and permissions as they are now (a super admin may change them). */
export const fetchStaffFx = createEffect(async (): Promise<Staff> => {
  const { adminMeAnswerSchema } = await import('shared/contracts/adminAuth');
  const answer: AdminMeAnswer = await request(adminMeAnswerSchema, adminApi.get('admin/me').json());
  return toStaff(answer.user);
});

/** An admin screen opened: read the staff member afresh (once per opening of a screen). */
export const frameOpened = createEvent();

const signedOut = createEvent();
const $fresh = createStore<Staff | null>(null, { serialize: 'ignore' })
  .on(fetchStaffFx.doneData, (_, staff) => staff)
  .reset(signedOut);
sample({ clock: $adminAuth, filter: (auth) => !auth.isAuthenticated, target: signedOut });

/** Who is signed in: the answer of /me once it came, until then the login's own answer. */
export const $staff = combine($adminAuth, $fresh, (auth, fresh): Staff | null => {
  if (!auth.isAuthenticated || !auth.adminInfo) return null;
  return fresh ?? toStaff(auth.adminInfo);
});

export const $permissions = $staff.map((staff) => staff?.permissions ?? []);

sample({
  clock: frameOpened,
  source: $adminAuth,
  filter: (auth) => auth.isAuthenticated,
  target: fetchStaffFx,
});

/** Whether the signed-in staff member's role allows `permission` (the api still decides). */
export function useCan(permission: AdminPermission): boolean {
  return useUnit($permissions).includes(permission);
}
