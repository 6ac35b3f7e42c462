import { defineNamespace } from 'shared/i18n';
import english from '../locales/en/admin-settings.json';

/** Texts of /admin/settings: footer pages, their editor, the logo and the other keys. */
export const settingsTexts = defineNamespace('admin-settings', english, {
  hi: () => import('../locales/hi/admin-settings.json'),
});
