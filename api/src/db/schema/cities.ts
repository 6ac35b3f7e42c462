import { pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { states } from './states';

export const cities = pgTable(
  'cities',
  {
    id: id(),
    stateId: uuid('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [unique('cities_state_name_unique').on(t.stateId, t.name)],
);
