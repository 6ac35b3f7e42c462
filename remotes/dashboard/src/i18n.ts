import { defineNamespace } from 'shared/i18n';
import english from './locales/en/dashboard.json';

/** The dashboard remote's texts (its own namespace); Hindi loads only when shown. */
export const texts = defineNamespace('dashboard', english, {
  hi: () => import('./locales/hi/dashboard.json'),
});
