import { defineNamespace } from 'shared/i18n';
import english from '../locales/en/dashboard-profile.json';

/** The profile pages' texts (/create-profile and /profile). */
export const profileTexts = defineNamespace('dashboard-profile', english, {
  hi: () => import('../locales/hi/dashboard-profile.json'),
});
