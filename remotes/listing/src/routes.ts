import { type ComponentType, lazy } from 'react';

/** The routes this remote owns, for running it on its own; the shell has its own route table. */
export const standaloneRoutes: { path: string; Page: ComponentType }[] = [
  { path: '/property-listing', Page: lazy(() => import('./exposed/ListingPage')) },
  {
    path: '/property/details/:propertyId',
    Page: lazy(() => import('./exposed/PropertyDetailsPage')),
  },
  { path: '/recent-listings', Page: lazy(() => import('./exposed/RecentListings')) },
];
