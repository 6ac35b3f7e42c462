import { defineNamespace } from 'shared/i18n';
import english from '../locales/en/admin-frame.json';

/** Texts of the admin chrome: navigation, who is signed in, no-access state. */
export const frameTexts = defineNamespace('admin-frame', english, {
  hi: () => import('../locales/hi/admin-frame.json'),
});
