import { defineNamespace } from 'shared/i18n';
import english from '../locales/en/admin-password.json';

/** Texts of the password screens: forgot, reset (e-mail link), change my password. */
export const passwordTexts = defineNamespace('admin-password', english, {
  hi: () => import('../locales/hi/admin-password.json'),
});
