import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/**
 * Cities, localities and projects that have active listings, rebuilt from `properties` by the
 * listings plugin. Type-ahead reads the prefix index; trigram only for typo fallback (4+ chars).
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    id: id(),
    kind: text('kind', { enum: ['city', 'locality', 'project'] }).notNull(),
    term: text('term').notNull(),
    /** lower(term): what the prefix and trigram indexes read. */
    termKey: text('term_key').notNull(),
    /** The city a locality or project belongs to; '' for cities. */
    city: text('city').notNull().default(''),
    listingCount: integer('listing_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    unique('search_terms_kind_term_city_unique').on(t.kind, t.termKey, t.city),
    index('search_terms_prefix_idx').on(t.termKey.op('text_pattern_ops')),
    index('search_terms_trgm_idx').using('gin', t.termKey.op('gin_trgm_ops')),
  ],
);
