import { defineNamespace } from 'shared/i18n';
import english from './locales/en/add-property-posting.json';

/** Texts of the preview, quality score, submit and edit screens (their own namespace). */
export const postingTexts = defineNamespace('add-property-posting', english, {
  hi: () => import('./locales/hi/add-property-posting.json'),
});
