import { defineNamespace } from 'shared/i18n';
import english from '../locales/en/admin-coupons.json';

/** Texts of /admin/users/coupons (the page's title and heading stay in `admin`). */
export const couponsTexts = defineNamespace('admin-coupons', english, {
  hi: () => import('../locales/hi/admin-coupons.json'),
});
