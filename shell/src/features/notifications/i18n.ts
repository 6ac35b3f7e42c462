import { defineNamespace } from 'shared/i18n';
import english from '../../locales/en/notifications.json';
import hindi from '../../locales/hi/notifications.json';

/**
 * The bell's texts: they load with the bell (after login), not with the first page. Hindi comes
 * in the same chunk: a chunk of its own would be one more entry in the chunk map that every
 * first load of / carries (features/profile-reminder/i18n.ts does the same).
 */
export const notificationTexts = defineNamespace('notifications', english, {
  hi: async () => hindi,
});
