import { defineNamespace } from 'shared/i18n';
import english from '../locales/en/dashboard-view-property.json';

/** Texts of /view/property: the owner's view of one listing with its numbers. */
export const viewPropertyTexts = defineNamespace('dashboard-view-property', english, {
  hi: () => import('../locales/hi/dashboard-view-property.json'),
});
