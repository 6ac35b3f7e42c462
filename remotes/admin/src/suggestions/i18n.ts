import { defineNamespace } from 'shared/i18n';
import english from '../locales/en/admin-suggestions.json';

/** Texts of /admin/suggestions: the list, the add/edit and delete dialogs, reordering. */
export const suggestionsTexts = defineNamespace('admin-suggestions', english, {
  hi: () => import('../locales/hi/admin-suggestions.json'),
});
