import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

export const states = pgTable('states', {
  id: id(),
  name: text('name').notNull().unique(),
  code: text('code').notNull().unique(),
  type: text('type', { enum: ['state', 'union-territory'] }).notNull(),
  ...timestamps,
});
