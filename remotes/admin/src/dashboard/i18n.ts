import { defineNamespace } from 'shared/i18n';
import english from '../locales/en/admin-dashboard.json';

/** Texts of /admin/dashboard (the page's title and heading stay in `admin`). */
export const dashboardTexts = defineNamespace('admin-dashboard', english, {
  hi: () => import('../locales/hi/admin-dashboard.json'),
});
