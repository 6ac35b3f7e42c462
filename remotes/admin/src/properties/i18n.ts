import { defineNamespace } from 'shared/i18n';
import english from '../locales/en/admin-properties.json';

/** Texts of /admin/properties/all (the page's title and heading stay in `admin`). */
export const propertiesTexts = defineNamespace('admin-properties', english, {
  hi: () => import('../locales/hi/admin-properties.json'),
});
