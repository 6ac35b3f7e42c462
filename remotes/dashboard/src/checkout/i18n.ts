import { defineNamespace } from 'shared/i18n';
import english from '../locales/en/dashboard-checkout.json';

/** Texts of /checkout, /Success and /Cancel. */
export const checkoutTexts = defineNamespace('dashboard-checkout', english, {
  hi: () => import('../locales/hi/dashboard-checkout.json'),
});
