import { index, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { properties } from './properties';
import { users } from './users';

export const favourites = pgTable(
  'favourites',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('favourites_user_property_unique').on(t.userId, t.propertyId),
    index('favourites_user_idx').on(t.userId, t.createdAt),
  ],
);
