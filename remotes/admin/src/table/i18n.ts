import { defineNamespace } from 'shared/i18n';
import english from '../locales/en/admin-table.json';

/** Texts of the one admin table: states, pager, selection, search, period, CSV export. */
export const tableTexts = defineNamespace('admin-table', english, {
  hi: () => import('../locales/hi/admin-table.json'),
});
