import { defineNamespace } from 'shared/i18n';
import english from '../locales/en/dashboard-saved-searches.json';

/** Texts of the saved searches tab on /save-favourite. */
export const savedSearchesTexts = defineNamespace('dashboard-saved-searches', english, {
  hi: () => import('../locales/hi/dashboard-saved-searches.json'),
});
