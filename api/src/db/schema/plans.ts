import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

export const plans = pgTable('plans', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  priceRupees: integer('price_rupees').notNull(),
  durationDays: integer('duration_days').notNull(),
  propertyQuota: integer('property_quota').notNull(),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps,
});
