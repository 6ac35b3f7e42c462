import { defineNamespace } from 'shared/i18n';
import english from '../locales/en/dashboard-plans.json';

/** Texts of /subscriptions/plan: plans, the current plan, payments and invoices. */
export const plansTexts = defineNamespace('dashboard-plans', english, {
  hi: () => import('../locales/hi/dashboard-plans.json'),
});
