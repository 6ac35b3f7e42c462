import type { AdminPermission } from 'shared/contracts/adminPermissions';

type NavKey =
  | 'nav.dashboard'
  | 'nav.properties'
  | 'nav.users'
  | 'nav.coupons'
  | 'nav.generatedLeads'
  | 'nav.dispatchLead'
  | 'nav.settings'
  | 'nav.suggestions'
  | 'nav.operators';

/** A screen of the admin area: shown in the navigation when the role has any of `anyOf`. */
export type AdminScreen = {
  path: string;
  /** Key of its name in the admin-frame namespace. */
  label: NavKey;
  anyOf: readonly AdminPermission[];
};

export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { path: '/admin/dashboard', label: 'nav.dashboard', anyOf: ['dashboard.view'] },
  { path: '/admin/properties/all', label: 'nav.properties', anyOf: ['listings.view'] },
  { path: '/admin/users/all', label: 'nav.users', anyOf: ['users.view'] },
  { path: '/admin/users/coupons', label: 'nav.coupons', anyOf: ['coupons.view'] },
  {
    path: '/admin/leadmanagementsystem/generated-leads',
    label: 'nav.generatedLeads',
    anyOf: ['leads.view'],
  },
  {
    path: '/admin/leadmanagementsystem/dispatch-lead',
    label: 'nav.dispatchLead',
    anyOf: ['leads.dispatch'],
  },
  { path: '/admin/settings', label: 'nav.settings', anyOf: ['settings.manage'] },
  { path: '/admin/suggestions', label: 'nav.suggestions', anyOf: ['suggestions.manage'] },
  { path: '/admin/operators', label: 'nav.operators', anyOf: ['operators.manage', 'audit.view'] },
];

export const screensFor = (permissions: readonly AdminPermission[]) =>
  ADMIN_SCREENS.filter((screen) => screen.anyOf.some((p) => permissions.includes(p)));
