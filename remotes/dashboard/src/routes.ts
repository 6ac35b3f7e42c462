import { type ComponentType, lazy } from 'react';

/** The routes this remote owns, for running it on its own; the shell has its own route table. */
export const standaloneRoutes: { path: string; Page: ComponentType }[] = [
  { path: '/my-dashboard', Page: lazy(() => import('./exposed/MyDashboardPage')) },
  { path: '/my-properties', Page: lazy(() => import('./exposed/MyPropertiesPage')) },
  { path: '/my-leads', Page: lazy(() => import('./exposed/MyLeadsPage')) },
  { path: '/save-favourite', Page: lazy(() => import('./exposed/SaveFavouritePage')) },
  { path: '/view/property', Page: lazy(() => import('./exposed/ViewPropertyPage')) },
  { path: '/profile', Page: lazy(() => import('./exposed/ProfilePage')) },
  { path: '/create-profile/:userId?', Page: lazy(() => import('./exposed/CreateProfilePage')) },
  { path: '/subscriptions/plan', Page: lazy(() => import('./exposed/SubscriptionPlanPage')) },
  { path: '/checkout', Page: lazy(() => import('./exposed/CheckoutPage')) },
  { path: '/Success', Page: lazy(() => import('./exposed/SuccessPage')) },
  { path: '/Cancel', Page: lazy(() => import('./exposed/CancelPage')) },
];
