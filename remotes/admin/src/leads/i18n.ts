import { defineNamespace } from 'shared/i18n';
import english from '../locales/en/admin-leads.json';

/** Texts of the two lead screens (their titles and headings stay in `admin`). */
export const leadsTexts = defineNamespace('admin-leads', english, {
  hi: () => import('../locales/hi/admin-leads.json'),
});
