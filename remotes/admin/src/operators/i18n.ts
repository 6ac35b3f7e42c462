import { defineNamespace } from 'shared/i18n';
import english from '../locales/en/admin-operators.json';

/** Texts of /admin/operators: staff, invitations, the audit log. */
export const operatorsTexts = defineNamespace('admin-operators', english, {
  hi: () => import('../locales/hi/admin-operators.json'),
});
