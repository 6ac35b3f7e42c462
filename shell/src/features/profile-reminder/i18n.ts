import { defineNamespace } from 'shared/i18n';
import english from '../../locales/en/profileReminder.json';

/** The reminder's texts: they load with the reminder (the account menu's chunk), not with every first page. */
export const profileReminderTexts = defineNamespace('profileReminder', english, {
  hi: () => import('../../locales/hi/profileReminder.json'),
});
