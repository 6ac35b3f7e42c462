import { defineNamespace } from 'shared/i18n';
import english from './locales/en/admin.json';

/** The admin remote's texts (its own namespace); Hindi loads only when shown. */
export const texts = defineNamespace('admin', english, {
  hi: () => import('./locales/hi/admin.json'),
});
