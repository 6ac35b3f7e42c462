import type { AdminRecord } from '../plugins/app/auth/admin-service';

/** An admin as the admin login and `/api/admin/me` answer it. */
export const toAdminUser = (admin: AdminRecord) => ({
  _id: admin.id,
  email: admin.email,
  name: admin.name,
  role: admin.role,
});
