import { defineNamespace } from 'shared/i18n';
import english from '../../locales/en/add-property-pricing.json';

/** The pricing step's texts: their own namespace, so the first step does not carry them. */
export const pricingTexts = defineNamespace('add-property-pricing', english, {
  hi: () => import('../../locales/hi/add-property-pricing.json'),
});
