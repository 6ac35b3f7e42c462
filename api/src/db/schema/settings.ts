import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/** Key/value settings; footer pages are rows with configKey FOOTER. */
export const settings = pgTable(
  'settings',
  {
    id: id(),
    configKey: text('config_key').notNull(),
    title: text('title'),
    configUrl: text('config_url').unique(),
    content: text('content'),
    configValue: text('config_value'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('settings_key_idx').on(t.configKey, t.sortOrder)],
);
