import { defineApp } from '../../rsbuild.base';

export default defineApp({
  name: 'admin',
  root: import.meta.dirname,
  portEnv: 'ADMIN_PORT',
  defaultPort: 3104,
  exposes: {
    './LoginPage': './src/exposed/LoginPage.tsx',
    './ForgetPasswordPage': './src/exposed/ForgetPasswordPage.tsx',
    './ChangePasswordPage': './src/exposed/ChangePasswordPage.tsx',
    './DashboardPage': './src/exposed/DashboardPage.tsx',
    './UsersPage': './src/exposed/UsersPage.tsx',
    './CouponsPage': './src/exposed/CouponsPage.tsx',
    './PropertiesPage': './src/exposed/PropertiesPage.tsx',
    './GeneratedLeadsPage': './src/exposed/GeneratedLeadsPage.tsx',
    './DispatchLeadPage': './src/exposed/DispatchLeadPage.tsx',
    './SettingsPage': './src/exposed/SettingsPage.tsx',
    './SuggestionsPage': './src/exposed/SuggestionsPage.tsx',
    './OperatorsPage': './src/exposed/OperatorsPage.tsx',
  },
});
