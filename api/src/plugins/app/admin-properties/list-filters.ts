import { type SQL, sql } from 'drizzle-orm';
import type { AdminPropertiesQuery } from 'shared/contracts/adminProperties';
import { likeContains } from '../../../lib/like';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** "98765 43210", "+91-98765…": a search made of a phone's digits. */
const PHONE_LIKE = /^[+\d\s-]+$/;

/**
 * The search box: a listing id, the owner's phone digits (3 or more; the users' trigram index),
 * or words of the title (the properties' trigram index).
 */
function searchCondition(search: string): SQL {
  if (UUID.test(search)) return sql`p.id = ${search.toLowerCase()}`;
  const digits = search.replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '');
  if (PHONE_LIKE.test(search) && digits.length >= 3)
    return sql`p.owner_id IN (SELECT u.id FROM users u WHERE u.phone LIKE ${likeContains(digits)})`;
  return sql`p.title ILIKE ${likeContains(search)}`;
}

/**
 * The list's filters on `properties p` (both queues), joined with AND. `flagsPerRow` checks the
 * flags row by row (a scalar subquery the planner keeps as a filter): the queue's page then
 * walks its index in order and stops after a page, where an EXISTS became a hash semi-join that
 * read and sorted every waiting listing. Counts and all listings (few flagged) keep the join.
 */
export function listingFilters(query: AdminPropertiesQuery, now: Date, flagsPerRow = false): SQL {
  const conditions: SQL[] = [sql`TRUE`];
  if (query.status) conditions.push(sql`p.status = ${query.status}`);
  if (query.city) conditions.push(sql`p.city = ${query.city}`);
  if (query.listingType) conditions.push(sql`p.listing_type = ${query.listingType}`);
  if (query.flagged !== undefined) {
    const flagged = flagsPerRow
      ? sql`coalesce((SELECT true FROM listing_flags f WHERE f.property_id = p.id LIMIT 1), false)`
      : sql`EXISTS (SELECT 1 FROM listing_flags f WHERE f.property_id = p.id)`;
    conditions.push(query.flagged ? flagged : sql`NOT ${flagged}`);
  }
  if (query.featured !== undefined)
    conditions.push(
      query.featured
        ? sql`p.featured_until > ${now}`
        : sql`(p.featured_until IS NULL OR p.featured_until <= ${now})`,
    );
  if (query.search) conditions.push(searchCondition(query.search));
  return sql.join(conditions, sql` AND `);
}
