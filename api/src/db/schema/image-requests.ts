import { pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { properties } from './properties';
import { users } from './users';

export const imageRequests = pgTable(
  'image_requests',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('image_requests_unique').on(t.propertyId, t.requesterId)],
);
