import { and, asc, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminLead, AdminLeadsQuery } from 'shared/contracts/adminLeads';
import { ADMIN_LIST_WINDOW } from 'shared/contracts/adminLists';
import type { Database } from '../../../db/client';
import { admins, leadConsents, leads, properties, users } from '../../../db/schema/index';
import type { Executor } from '../../../db/transaction';
import { DAY, iso } from '../../../lib/dates';
import { likeContains } from '../../../lib/like';
import { cappedTotal, countCapped, keysetAfter, keysetPages } from '../admin-lists/paging';
import { indiaDayStart } from '../owner-listings/india-day';

/** The list's filters (the query without paging). */
export type AdminLeadFilters = Omit<AdminLeadsQuery, 'page' | 'limit'>;

/** The first instant after an India day (YYYY-MM-DD). */
const dayEnd = (day: string) => new Date(indiaDayStart(day).getTime() + DAY);

/** Searching a phone needs at least this many digits (fewer match nearly every number). */
const MIN_PHONE_DIGITS = 3;
const PHONE_LIKE = /^[\d\s+()-]+$/;
/** A search term matching this many leads (or listings) is common: scan newest first instead. */
const COMMON_TERM = { leads: 1000, listings: 100 };

/** "98••••••10": a phone the seeker did not (on record) agree to share. */
export const maskPhone = (phone: string) =>
  phone.length <= 4
    ? '••••'
    : `${phone.slice(0, 2)}${'•'.repeat(phone.length - 4)}${phone.slice(-2)}`;

const owner = alias(users, 'owner');
const assignee = alias(admins, 'assignee');

const columns = {
  lead: leads,
  /** created_at as PostgreSQL's own text: the export's keyset key (microseconds kept). */
  key: sql<string>`${leads.createdAt}::text`,
  title: properties.title,
  locality: properties.locality,
  propertyCity: properties.city,
  ownerName: owner.name,
  ownerPhone: owner.phone,
  ownerEmail: owner.email,
  consentedAt: leadConsents.createdAt,
  assigneeName: assignee.name,
};
export type LeadRow = {
  lead: typeof leads.$inferSelect;
  key: string;
  title: string;
  locality: string | null;
  propertyCity: string | null;
  ownerName: string | null;
  ownerPhone: string;
  ownerEmail: string | null;
  consentedAt: Date | null;
  assigneeName: string | null;
};

export const toAdminLead = (row: LeadRow): AdminLead => {
  const { lead } = row;
  const shared = row.consentedAt !== null;
  return {
    _id: lead.id,
    createdAt: iso(lead.createdAt),
    source: lead.source,
    status: lead.dispatchStatus,
    name: lead.name,
    phone: shared ? lead.phone : maskPhone(lead.phone),
    email: shared ? lead.email : null,
    message: lead.message,
    contactShared: shared,
    consentedAt: row.consentedAt ? iso(row.consentedAt) : null,
    propertyId: lead.propertyId,
    propertyTitle: row.title,
    propertyCity: row.propertyCity,
    propertyLocality: row.locality,
    ownerId: lead.ownerId,
    ownerName: row.ownerName,
    ownerPhone: row.ownerPhone,
    assigneeId: lead.assignedAdminId,
    assigneeName: row.assigneeName,
  };
};

/** A lead with its listing, owner, consent and assignee (for any executor, e.g. a transaction). */
export const leadRows = (db: Executor) =>
  db
    .select(columns)
    .from(leads)
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .innerJoin(owner, eq(owner.id, leads.ownerId))
    .leftJoin(leadConsents, eq(leadConsents.leadId, leads.id))
    .leftJoin(assignee, eq(assignee.id, leads.assignedAdminId));

/**
 * Every lead for the operations team. Each filter reads an index of migration 0019 in
 * (created_at, id) order; the page's ids come from the index alone and only those rows are joined;
 * the total counts at most ADMIN_LIST_WINDOW + 1 rows.
 */
export class AdminLeadsRepository {
  constructor(
    private readonly db: Database,
    private readonly commonTerm = COMMON_TERM,
  ) {}

  private async where(filters: AdminLeadFilters, staffId: string): Promise<SQL | undefined> {
    const { from, to, city, propertyId, status, source, assignee: who, search } = filters;
    return and(
      from ? gte(leads.createdAt, indiaDayStart(from)) : undefined,
      to ? lt(leads.createdAt, dayEnd(to)) : undefined,
      city ? eq(leads.city, city) : undefined,
      propertyId ? eq(leads.propertyId, propertyId) : undefined,
      status ? eq(leads.dispatchStatus, status) : undefined,
      source ? eq(leads.source, source) : undefined,
      who === 'none' ? isNull(leads.assignedAdminId) : undefined,
      who && who !== 'none' ? eq(leads.assignedAdminId, who === 'me' ? staffId : who) : undefined,
      search ? await this.matching(search) : undefined,
    );
  }

  /** Whether `query` (a SELECT) has at least `enough` rows: reads at most that many. */
  private async hasMany(query: SQL, enough: number) {
    const [row] = (
      await this.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM (${query} LIMIT ${enough}) AS probe`,
      )
    ).rows;
    return (row?.n ?? 0) >= enough;
  }

  /**
   * Seeker name or e-mail, phone digits, or the listing's title. A term that matches few leads is
   * found through its indexes (trigrams on the contact, the phone and the listing's title), the id
   * sets joined by UNION; a common term (probed first, a few ms) filters the newest-first scan,
   * which stops as soon as the page and the capped count are full. (An OR of the indexes read
   * every lead for a rare term, 2.7 s at 1M; the UNION materialised 90k ids for "sharma".)
   */
  private async matching(search: string) {
    const digits = search.replace(/\D/g, '');
    const phoneLike = `%${digits}%`;
    // "98765 43210" or "+91-98765": a phone number, not a name.
    if (digits.length >= MIN_PHONE_DIGITS && PHONE_LIKE.test(search)) {
      const phoned = sql`SELECT id FROM leads WHERE phone LIKE ${phoneLike}`;
      return (await this.hasMany(phoned, this.commonTerm.leads))
        ? sql`${leads.phone} LIKE ${phoneLike}`
        : sql`${leads.id} IN (${phoned})`;
    }
    const pattern = likeContains(search);
    const withPhone = digits.length >= MIN_PHONE_DIGITS;
    const contact = sql`(name || ' ' || coalesce(email, '')) ILIKE ${pattern}`;
    const titled = sql`SELECT id FROM properties WHERE title ILIKE ${pattern}`;
    const common =
      (await this.hasMany(sql`SELECT 1 FROM leads WHERE ${contact}`, this.commonTerm.leads)) ||
      (await this.hasMany(titled, this.commonTerm.listings));
    if (common)
      return sql`((${leads.name} || ' ' || coalesce(${leads.email}, '')) ILIKE ${pattern}
        OR ${leads.propertyId} IN (${titled})
        ${withPhone ? sql`OR ${leads.phone} LIKE ${phoneLike}` : sql``})`;
    const parts = [
      sql`SELECT id FROM leads WHERE ${contact}`,
      sql`SELECT l.id FROM leads l WHERE l.property_id IN (${titled})`,
      ...(withPhone ? [sql`SELECT id FROM leads WHERE phone LIKE ${phoneLike}`] : []),
    ];
    return sql`${leads.id} IN (${sql.join(parts, sql` UNION `)})`;
  }

  private order(dir: 'asc' | 'desc') {
    return dir === 'asc'
      ? [asc(leads.createdAt), asc(leads.id)]
      : [desc(leads.createdAt), desc(leads.id)];
  }

  async list(query: AdminLeadsQuery, staffId: string) {
    const where = await this.where(query, staffId);
    const offset = (query.page - 1) * query.limit;
    // One row more than the page says whether the list goes on past it.
    const pageIds = this.db
      .select({ id: leads.id })
      .from(leads)
      .where(where)
      .orderBy(...this.order(query.dir))
      .limit(query.limit + 1)
      .offset(offset);
    const count = () =>
      countCapped(this.db, this.db.select({ one: sql`1` }).from(leads).where(where));
    // A page at the window's end needs no count: a row after it means "more than 10,000".
    const atWindowEnd = offset + query.limit >= ADMIN_LIST_WINDOW;
    const [found, counted] = await Promise.all([
      leadRows(this.db)
        .where(inArray(leads.id, pageIds))
        .orderBy(...this.order(query.dir)),
      atWindowEnd ? undefined : count(),
    ]);
    const more = found.length > query.limit;
    const rows = found.slice(0, query.limit);
    const n =
      counted ??
      (more ? ADMIN_LIST_WINDOW + 1 : rows.length > 0 ? offset + rows.length : await count());
    return { data: rows.map(toAdminLead), ...cappedTotal(n) };
  }

  /**
   * Every matching lead in the list's order, in pages read by keyset (created_at, id): memory
   * stays at one page. The key's time travels as PostgreSQL text (a JS Date drops microseconds).
   */
  async *pages(filters: AdminLeadFilters, staffId: string, pageSize = 1000) {
    const where = await this.where(filters, staffId);
    const pages = keysetPages(pageSize, (after: LeadRow | undefined) =>
      leadRows(this.db)
        .where(
          and(
            where,
            keysetAfter(
              leads.createdAt,
              leads.id,
              after && { createdAt: after.key, id: after.lead.id },
              filters.dir,
            ),
          ),
        )
        .orderBy(...this.order(filters.dir))
        .limit(pageSize),
    );
    for await (const rows of pages) yield rows.map(toAdminLead);
  }

  async findOne(db: Executor, id: string): Promise<LeadRow | undefined> {
    const [row] = await leadRows(db).where(eq(leads.id, id));
    return row;
  }
}
