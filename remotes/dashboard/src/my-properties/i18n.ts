import { defineNamespace } from 'shared/i18n';
import english from '../locales/en/dashboard-properties.json';

/** Texts of /my-properties: the owner's listings with their actions. */
export const propertiesTexts = defineNamespace('dashboard-properties', english, {
  hi: () => import('../locales/hi/dashboard-properties.json'),
});

export type PropertiesT = ReturnType<typeof propertiesTexts.useT>;
