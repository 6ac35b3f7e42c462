import { defineNamespace } from 'shared/i18n';
import english from '../../locales/en/add-property-media.json';

/** The media step's texts: their own namespace, so the first step does not carry them. */
export const mediaTexts = defineNamespace('add-property-media', english, {
  hi: () => import('../../locales/hi/add-property-media.json'),
});
