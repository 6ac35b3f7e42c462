import { defineNamespace } from 'shared/i18n';
import english from '../../locales/en/notifications.json';

/** The bell's texts: they load with the bell (after login), not with the first page. */
export const notificationTexts = defineNamespace('notifications', english, {
  hi: () => import('../../locales/hi/notifications.json'),
});
