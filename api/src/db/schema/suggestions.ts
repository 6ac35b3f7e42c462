import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

export const suggestions = pgTable(
  'suggestions',
  {
    id: id(),
    searchText: text('search_text').notNull().unique(),
    weight: integer('weight').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('suggestions_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops'))],
);
