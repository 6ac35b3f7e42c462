/**
 * Who on the staff may do what: the one permission table the api enforces on every admin route
 * and the admin screens read to hide what a role cannot do (the api still decides).
 */
export const ADMIN_ROLES = ['super-admin', 'moderator', 'support', 'finance'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_PERMISSIONS = [
  'dashboard.view',
  'revenue.view',
  'listings.view',
  'listings.moderate',
  'users.view',
  'users.block',
  'coupons.view',
  'coupons.manage',
  'leads.view',
  'leads.dispatch',
  'settings.manage',
  'suggestions.manage',
  'operators.manage',
  'audit.view',
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<AdminRole, readonly AdminPermission[]> = {
  'super-admin': ADMIN_PERMISSIONS,
  moderator: [
    'dashboard.view',
    'listings.view',
    'listings.moderate',
    'users.view',
    'suggestions.manage',
  ],
  support: [
    'dashboard.view',
    'listings.view',
    'users.view',
    'users.block',
    'leads.view',
    'leads.dispatch',
  ],
  finance: ['dashboard.view', 'revenue.view', 'users.view', 'coupons.view', 'coupons.manage'],
};

export const isAdminRole = (value: string): value is AdminRole =>
  (ADMIN_ROLES as readonly string[]).includes(value);

/** An unknown role (a row written by hand) may do nothing. */
export const can = (role: string, permission: AdminPermission): boolean =>
  isAdminRole(role) && ROLE_PERMISSIONS[role].includes(permission);
