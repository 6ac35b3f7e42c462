import { defineNamespace } from 'shared/i18n';
import english from '../locales/en/listing-saved-search.json';

/** The Save this search dialog's texts: loaded with the dialog, not with the listing page. */
export const savedSearchTexts = defineNamespace('listing-saved-search', english, {
  hi: () => import('../locales/hi/listing-saved-search.json'),
});
