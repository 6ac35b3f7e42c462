import { type ComponentType, lazy } from 'react';

/** The routes this remote owns, for running it on its own; the shell has its own route table. */
export const standaloneRoutes: { path: string; Page: ComponentType }[] = [
  { path: '/add-property', Page: lazy(() => import('./exposed/BasicDetailsStep')) },
  { path: '/add-property/location', Page: lazy(() => import('./exposed/LocationStep')) },
  { path: '/add-property/profile', Page: lazy(() => import('./exposed/ProfileStep')) },
  { path: '/add-property/media', Page: lazy(() => import('./exposed/MediaStep')) },
  { path: '/add-property/pricing', Page: lazy(() => import('./exposed/PricingStep')) },
  {
    path: '/my-properties/edit/:propertyId',
    Page: lazy(() => import('./exposed/EditPropertyPage')),
  },
];
