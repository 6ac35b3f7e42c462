import { defineNamespace } from 'shared/i18n';
import english from '../locales/en/dashboard-leads.json';

/** The /my-leads page's texts: their own namespace, loaded with the page. */
export const leadsTexts = defineNamespace('dashboard-leads', english, {
  hi: () => import('../locales/hi/dashboard-leads.json'),
});
