import { defineNamespace } from 'shared/i18n';
import common from './locales/en/common.json';
import shell from './locales/en/shell.json';

/** Common words (buttons, menu items) the shell shows in several places. */
export const commonTexts = defineNamespace('common', common, {
  hi: () => import('./locales/hi/common.json'),
});

/** The shell's own texts: header, dialogs, footer, home and not-found pages. */
export const shellTexts = defineNamespace('shell', shell, {
  hi: () => import('./locales/hi/shell.json'),
});
