import { defineNamespace } from 'shared/i18n';
import english from '../locales/en/dashboard-overview.json';

/** Texts of /my-dashboard (the page's title and heading stay in `dashboard`). */
export const overviewTexts = defineNamespace('dashboard-overview', english, {
  hi: () => import('../locales/hi/dashboard-overview.json'),
});
