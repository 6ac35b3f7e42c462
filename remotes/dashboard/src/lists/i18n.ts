import { defineNamespace } from 'shared/i18n';
import english from '../locales/en/dashboard-paging.json';

/** Texts of the pager every list of the dashboard shares. */
export const pagingTexts = defineNamespace('dashboard-paging', english, {
  hi: () => import('../locales/hi/dashboard-paging.json'),
});
