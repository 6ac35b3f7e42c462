import { type ComponentType, lazy } from 'react';

/** The routes this remote owns, for running it on its own; the shell has its own route table. */
export const standaloneRoutes: { path: string; Page: ComponentType }[] = [
  { path: '/admin/login', Page: lazy(() => import('./exposed/LoginPage')) },
  { path: '/admin/forget-password', Page: lazy(() => import('./exposed/ForgetPasswordPage')) },
  { path: '/admin/change-password', Page: lazy(() => import('./exposed/ChangePasswordPage')) },
  { path: '/admin/dashboard', Page: lazy(() => import('./exposed/DashboardPage')) },
  { path: '/admin/users/all', Page: lazy(() => import('./exposed/UsersPage')) },
  { path: '/admin/users/coupons', Page: lazy(() => import('./exposed/CouponsPage')) },
  { path: '/admin/properties/all', Page: lazy(() => import('./exposed/PropertiesPage')) },
  {
    path: '/admin/leadmanagementsystem/generated-leads',
    Page: lazy(() => import('./exposed/GeneratedLeadsPage')),
  },
  {
    path: '/admin/leadmanagementsystem/dispatch-lead',
    Page: lazy(() => import('./exposed/DispatchLeadPage')),
  },
  { path: '/admin/settings', Page: lazy(() => import('./exposed/SettingsPage')) },
  { path: '/admin/suggestions', Page: lazy(() => import('./exposed/SuggestionsPage')) },
  { path: '/admin/operators', Page: lazy(() => import('./exposed/OperatorsPage')) },
];
