import { defineNamespace } from 'shared/i18n';
import english from '../../locales/en/profileReminder.json';
import hindi from '../../locales/hi/profileReminder.json';

/**
 * The reminder's texts: they load with the reminder (the account menu's chunk), not with every
 * first page. Hindi comes in the same chunk: a chunk of its own would add an entry to the chunk
 * map that every first load of / carries, for four short texts.
 */
export const profileReminderTexts = defineNamespace('profileReminder', english, {
  hi: async () => hindi,
});
