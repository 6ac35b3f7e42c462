import { ADMIN_PERMISSIONS, can } from 'shared/contracts/adminPermissions';
import type { StaffMember } from '../plugins/app/audit/audit-log';

/** An admin as the admin login and `/api/admin/me` answer it, with what their role may do. */
export const toAdminUser = (admin: StaffMember) => ({
  _id: admin.id,
  email: admin.email,
  name: admin.name,
  role: admin.role,
  permissions: ADMIN_PERMISSIONS.filter((permission) => can(admin.role, permission)),
});
