import { defineApp } from '../../rsbuild.base';

export default defineApp({
  name: 'dashboard',
  root: import.meta.dirname,
  portEnv: 'DASHBOARD_PORT',
  defaultPort: 3103,
  exposes: {
    './MyDashboardPage': './src/exposed/MyDashboardPage.tsx',
    './MyPropertiesPage': './src/exposed/MyPropertiesPage.tsx',
    './EditPropertyPage': './src/exposed/EditPropertyPage.tsx',
    './MyLeadsPage': './src/exposed/MyLeadsPage.tsx',
    './SaveFavouritePage': './src/exposed/SaveFavouritePage.tsx',
    './ViewPropertyPage': './src/exposed/ViewPropertyPage.tsx',
    './ProfilePage': './src/exposed/ProfilePage.tsx',
    './CreateProfilePage': './src/exposed/CreateProfilePage.tsx',
    './SubscriptionPlanPage': './src/exposed/SubscriptionPlanPage.tsx',
    './CheckoutPage': './src/exposed/CheckoutPage.tsx',
    './SuccessPage': './src/exposed/SuccessPage.tsx',
    './CancelPage': './src/exposed/CancelPage.tsx',
  },
});
