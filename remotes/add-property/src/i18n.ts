import { defineNamespace } from 'shared/i18n';
import english from './locales/en/add-property.json';

/** The add-property remote's texts (its own namespace); Hindi loads only when shown. */
export const texts = defineNamespace('add-property', english, {
  hi: () => import('./locales/hi/add-property.json'),
});
