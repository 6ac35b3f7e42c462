import type { RemoteName } from '../remotes/names';

/**
 * The one place that maps every route of the spec (§2) to the code that renders it and its guard.
 * Footer static-content pages have run-time paths (setting configUrl); the catch-all route shows
 * them, or the not-found page when no footer item has that path.
 */
/** `poster`: a user who passes the posting check (spec §6), as the Post Property button asks. */
export type Guard = 'public' | 'user' | 'poster' | 'admin' | 'admin-guest';

export type ShellPage = 'home' | 'static-page-or-not-found';

/** `site` renders inside the header/footer layout; the admin area brings its own chrome. */
export type Layout = 'site' | 'bare';

type BaseRoute = { path: string; guard: Guard; layout: Layout };
export type RemoteRoute = BaseRoute & { kind: 'remote'; remote: RemoteName; module: string };
export type ShellRoute = BaseRoute & { kind: 'shell'; page: ShellPage };
export type RouteEntry = RemoteRoute | ShellRoute;

const shell = (path: string, page: ShellPage): ShellRoute => ({
  kind: 'shell',
  path,
  page,
  guard: 'public',
  layout: 'site',
});

const remote = (path: string, guard: Guard, target: `${RemoteName}/${string}`): RemoteRoute => {
  const [remoteName, module] = target.split('/') as [RemoteName, string];
  return {
    kind: 'remote',
    path,
    guard,
    remote: remoteName,
    module,
    layout: path.startsWith('/admin') ? 'bare' : 'site',
  };
};

export const routeTable: readonly RouteEntry[] = [
  // Public
  shell('/', 'home'),
  remote('/property-listing', 'public', 'listing/ListingPage'),
  remote('/property/details/:propertyId', 'public', 'listing/PropertyDetailsPage'),
  remote('/Cancel', 'public', 'dashboard/CancelPage'),

  // User (else redirect to /)
  remote('/create-profile/:userId?', 'user', 'dashboard/CreateProfilePage'),
  remote('/profile', 'user', 'dashboard/ProfilePage'),
  remote('/my-dashboard', 'user', 'dashboard/MyDashboardPage'),
  remote('/my-leads', 'user', 'dashboard/MyLeadsPage'),
  remote('/subscriptions/plan', 'user', 'dashboard/SubscriptionPlanPage'),
  remote('/Success', 'user', 'dashboard/SuccessPage'),
  remote('/my-properties', 'user', 'dashboard/MyPropertiesPage'),
  // The wizard's step forms on the listing's edit draft (the add-property remote owns them).
  remote('/my-properties/edit/:propertyId', 'user', 'add-property/EditPropertyPage'),
  remote('/checkout', 'user', 'dashboard/CheckoutPage'),
  remote('/view/property', 'user', 'dashboard/ViewPropertyPage'),
  remote('/save-favourite', 'user', 'dashboard/SaveFavouritePage'),

  // Add-property wizard (a typed URL runs the Post Property button's check)
  remote('/add-property', 'poster', 'add-property/BasicDetailsStep'),
  remote('/add-property/location', 'poster', 'add-property/LocationStep'),
  remote('/add-property/profile', 'poster', 'add-property/ProfileStep'),
  remote('/add-property/media', 'poster', 'add-property/MediaStep'),
  remote('/add-property/pricing', 'poster', 'add-property/PricingStep'),

  // Admin, not authenticated (an authenticated admin goes to /admin/dashboard)
  remote('/admin/login', 'admin-guest', 'admin/LoginPage'),
  remote('/admin/forget-password', 'admin-guest', 'admin/ForgetPasswordPage'),
  remote('/admin/change-password', 'admin-guest', 'admin/ChangePasswordPage'),

  // Admin, authenticated (else /admin/login)
  remote('/admin/dashboard', 'admin', 'admin/DashboardPage'),
  remote('/admin/users/all', 'admin', 'admin/UsersPage'),
  remote('/admin/users/coupons', 'admin', 'admin/CouponsPage'),
  remote('/admin/properties/all', 'admin', 'admin/PropertiesPage'),
  remote('/admin/leadmanagementsystem/generated-leads', 'admin', 'admin/GeneratedLeadsPage'),
  remote('/admin/leadmanagementsystem/dispatch-lead', 'admin', 'admin/DispatchLeadPage'),
  remote('/admin/settings', 'admin', 'admin/SettingsPage'),
  remote('/admin/suggestions', 'admin', 'admin/SuggestionsPage'),
  remote('/admin/operators', 'admin', 'admin/OperatorsPage'),

  // Footer static-content pages (run-time paths) and not-found
  shell('*', 'static-page-or-not-found'),
];
