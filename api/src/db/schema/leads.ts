import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LEAD_DISPATCH_STATUSES, LEAD_SOURCES } from 'shared/contracts/adminLeads';
import { id } from './columns';
import { properties } from './properties';
import { users } from './users';

/** An enquiry about a property; ownerId is the property's owner at the time (for listing). */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    /**
     * name and email lowercased once on write, for the owner's list search: `name ILIKE p` lowers
     * every row on every search (14 ms for a 20,000-lead owner), `name_lower LIKE lower(p)` is the
     * same test (ILIKE is lower() on both sides, then LIKE) without that work (bench:leads).
     */
    nameLower: text('name_lower').generatedAlwaysAs(sql`lower(name)`),
    emailLower: text('email_lower').generatedAlwaysAs(sql`lower(email)`),
    message: text('message'),
    /** When the owner marked the lead as contacted; null while not yet. */
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    source: text('source', { enum: LEAD_SOURCES }).notNull().default('property-page'),
    /** The operations team's workflow (admin lead management), apart from the owner's contactedAt. */
    dispatchStatus: text('dispatch_status', { enum: LEAD_DISPATCH_STATUSES })
      .notNull()
      .default('new'),
    /** The operator the lead is assigned to (no foreign key: staff are disabled, never deleted). */
    assignedAdminId: uuid('assigned_admin_id'),
    /**
     * The listing's city, kept by triggers (migration 0019: set on insert, follows the listing's
     * city): the admin lead list filters 1M leads by city from one index, without a join.
     */
    city: text('city'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The owner's leads newest first; the other columns make the list's filters, its search and its
    // count an index-only scan (no table reads: 86 -> 28 ms for a 20k-lead owner under load,
    // bench:leads). The search reads the lowercased name and e-mail, so those replace the originals.
    index('leads_owner_idx').on(
      t.ownerId,
      t.createdAt,
      t.id,
      t.contactedAt,
      t.propertyId,
      t.phone,
      t.nameLower,
      t.emailLower,
    ),
    // The owner's leads newest first, narrow: counting a busy owner's 20,000 leads (the list's total
    // without a search) reads a third of the pages of leads_owner_idx (3.4 -> 1.7 ms, bench:leads).
    index('leads_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    // Leads of one listing (the owner's counts and chart).
    index('leads_property_idx').on(t.propertyId, t.createdAt),
    // Every lead newest first (admin lead management); the other columns let the status, source,
    // assignee and city filters read the index alone (a deep filtered page reads no table rows).
    index('leads_created_idx').on(
      t.createdAt,
      t.id,
      t.dispatchStatus,
      t.source,
      t.assignedAdminId,
      t.city,
    ),
    // The admin lead list filtered by city or by dispatch status, newest (or oldest) first; the
    // trailing columns let the other filters and the capped count read the index alone.
    index('leads_city_created_idx').on(
      t.city,
      t.createdAt,
      t.id,
      t.dispatchStatus,
      t.source,
      t.assignedAdminId,
    ),
    index('leads_dispatch_created_idx').on(
      t.dispatchStatus,
      t.createdAt,
      t.id,
      t.source,
      t.assignedAdminId,
      t.city,
    ),
    // An operator's leads ("Mine", or one assignee).
    index('leads_assignee_created_idx')
      .on(t.assignedAdminId, t.createdAt, t.id)
      .where(sql`${t.assignedAdminId} IS NOT NULL`),
    // The admin search: seeker name and e-mail, phone digits (trigrams: a part of a word).
    index('leads_contact_trgm_idx').using(
      'gin',
      sql`(${t.name} || ' ' || coalesce(${t.email}, '')) gin_trgm_ops`,
    ),
    index('leads_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
    // Leads not yet contacted: the My Leads badge and the list's status=new, without reading the
    // owner's contacted leads from the table.
    index('leads_owner_new_idx')
      .on(t.ownerId, t.createdAt, t.id)
      .where(sql`${t.contactedAt} IS NULL`),
  ],
);
