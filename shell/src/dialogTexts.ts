import { defineNamespace } from 'shared/i18n';
import dialogs from './locales/en/dialogs.json';

/**
 * Texts of the login dialog's steps and the side drawer: they load with that code, on first
 * open, instead of with every first page (the header's own texts are in `shellTexts`).
 */
export const dialogTexts = defineNamespace('dialogs', dialogs, {
  hi: () => import('./locales/hi/dialogs.json'),
});
