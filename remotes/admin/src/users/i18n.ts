import { defineNamespace } from 'shared/i18n';
import english from '../locales/en/admin-users.json';

/** Texts of /admin/users/all (the page's title and heading stay in `admin`). */
export const usersTexts = defineNamespace('admin-users', english, {
  hi: () => import('../locales/hi/admin-users.json'),
});
