import { defineNamespace } from 'shared/i18n';
import english from '../locales/en/dashboard-favourites.json';

/** Texts of /save-favourite: the favourites tab (saved searches have their own namespace). */
export const favouritesTexts = defineNamespace('dashboard-favourites', english, {
  hi: () => import('../locales/hi/dashboard-favourites.json'),
});
