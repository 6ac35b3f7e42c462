import { defineNamespace } from 'shared/i18n';
import english from '../../locales/en/add-property-location.json';

/** The location step's texts: their own namespace, so the first step does not carry them. */
export const locationTexts = defineNamespace('add-property-location', english, {
  hi: () => import('../../locales/hi/add-property-location.json'),
});
