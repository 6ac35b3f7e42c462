import { defineNamespace } from 'shared/i18n';
import english from '../../locales/en/add-property-profile.json';

/** The profile step's texts: their own namespace, so the first step does not carry them. */
export const profileTexts = defineNamespace('add-property-profile', english, {
  hi: () => import('../../locales/hi/add-property-profile.json'),
});
