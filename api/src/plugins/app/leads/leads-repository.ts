import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import {
  LEADS_TOTAL_CAP,
  type Lead,
  type LeadsFilters,
  type LeadsQuery,
} from 'shared/contracts/leads';
import type { Database } from '../../../db/client';
import { leadConsents, leads, properties } from '../../../db/schema/index';
import { DAY, iso } from '../../../lib/dates';
import { likeContains } from '../../../lib/like';
import { statementName } from '../listings/statements';

/** A bare date means the whole day in India (IST, UTC+5:30): start inclusive, end inclusive. */
const startOf = (value: string) =>
  new Date(value.length === 10 ? `${value}T00:00:00+05:30` : value);
const endOf = (value: string) =>
  value.length === 10
    ? new Date(new Date(`${value}T00:00:00+05:30`).getTime() + DAY)
    : new Date(new Date(value).getTime() + 1);

/** Searching a phone needs at least this many digits (fewer match nearly every number). */
const MIN_PHONE_DIGITS = 3;
const PHONE_LIKE = /^[\d\s+()-]+$/;
/** "98765 43210" or "+91-98765": a phone number, not a name. */
const isPhoneOnly = (search: string) =>
  search.replace(/\D/g, '').length >= MIN_PHONE_DIGITS && PHONE_LIKE.test(search);

const columns = {
  lead: leads,
  title: properties.title,
  city: properties.city,
  locality: properties.locality,
  consentedAt: leadConsents.createdAt,
};
type Row = {
  lead: typeof leads.$inferSelect;
  title: string;
  city: string | null;
  locality: string | null;
  consentedAt: Date | null;
};

const toLead = ({ lead, title, city, locality, consentedAt }: Row): Lead => ({
  _id: lead.id,
  propertyId: lead.propertyId,
  propertyTitle: title,
  propertyCity: city,
  propertyLocality: locality,
  name: lead.name,
  phone: lead.phone,
  email: lead.email,
  message: lead.message,
  createdAt: iso(lead.createdAt),
  consentedAt: consentedAt ? iso(consentedAt) : null,
  contactedAt: lead.contactedAt ? iso(lead.contactedAt) : null,
});

export interface LeadsPage {
  data: Lead[];
  /** The matching leads, counted up to the cap: the cap itself when `totalCapped`. */
  total: number;
  totalCapped: boolean;
}

export interface LeadsRepositoryOptions {
  /** Named prepared statements, planned once per connection: PostgreSQL only (see `list`). */
  namedStatements?: boolean;
  /** LEADS_TOTAL_CAP; a test passes a small one to see both sides of it. */
  totalCap?: number;
}

export class LeadsRepository {
  private readonly totalCap: number;
  private readonly namedStatements: boolean;

  constructor(
    private readonly db: Database,
    { namedStatements = false, totalCap = LEADS_TOTAL_CAP }: LeadsRepositoryOptions = {},
  ) {
    this.totalCap = totalCap;
    this.namedStatements = namedStatements;
  }

  /** The owner's leads matching the filters; the title search looks only at the owner's listings. */
  private where(ownerId: string, filters: LeadsFilters) {
    return and(
      eq(leads.ownerId, ownerId),
      filters.startDate ? gte(leads.createdAt, startOf(filters.startDate)) : undefined,
      filters.endDate ? lt(leads.createdAt, endOf(filters.endDate)) : undefined,
      filters.status === 'new' ? isNull(leads.contactedAt) : undefined,
      filters.status === 'contacted' ? isNotNull(leads.contactedAt) : undefined,
      filters.search ? this.matching(ownerId, filters.search) : undefined,
    );
  }

  private matching(ownerId: string, search: string) {
    const pattern = likeContains(search);
    const digits = search.replace(/\D/g, '');
    const phone = digits.length >= MIN_PHONE_DIGITS ? like(leads.phone, `%${digits}%`) : undefined;
    // A phone number is looked for among phones alone (half the work per lead).
    if (phone && isPhoneOnly(search)) return phone;
    // ILIKE is LIKE over lower() of both sides: the rows' side is stored (name_lower, email_lower),
    // so only the pattern is lowered here, once, by the same database rules. Once: a prepared
    // statement's plan would call lower() on its parameter for every lead; a subquery runs once.
    const lowered = sql`(SELECT lower(${pattern}))`;
    return or(
      like(leads.nameLower, lowered),
      like(leads.emailLower, lowered),
      phone,
      inArray(
        leads.propertyId,
        this.db
          .select({ id: properties.id })
          .from(properties)
          .where(and(eq(properties.ownerId, ownerId), ilike(properties.title, pattern))),
      ),
    );
  }

  private rows() {
    return this.db
      .select(columns)
      .from(leads)
      .innerJoin(properties, eq(properties.id, leads.propertyId))
      .leftJoin(leadConsents, eq(leadConsents.leadId, leads.id));
  }

  async list(ownerId: string, filters: LeadsQuery): Promise<LeadsPage> {
    const where = this.where(ownerId, filters);
    const offset = (filters.page - 1) * filters.limit;
    // One pass over the owner's index, newest first, stops at the page's end or one lead past the
    // cap, whichever is later: the page and the total both come from it (one scan, not two, for a
    // search that matches few of an agent's 20,000 leads).
    const matched = this.db
      .$with('matched')
      .as(
        this.db
          .select({ id: leads.id, createdAt: leads.createdAt })
          .from(leads)
          .where(where)
          .orderBy(desc(leads.createdAt), desc(leads.id))
          .limit(sql.placeholder('depth')),
      );
    // Only the page's ids are joined (a deep page would otherwise join every skipped lead).
    const pageIds = this.db
      .select({ id: matched.id })
      .from(matched)
      .orderBy(desc(matched.createdAt), desc(matched.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    const query = this.db
      .with(matched)
      .select({ ...columns, matched: sql<number>`(SELECT count(*) FROM ${matched})::int` })
      .from(leads)
      .innerJoin(properties, eq(properties.id, leads.propertyId))
      .leftJoin(leadConsents, eq(leadConsents.leadId, leads.id))
      // = ANY(ARRAY(...)) rather than IN (...): no semi-join to weigh, planned in 0.38 ms, not 0.49.
      .where(sql`${leads.id} = ANY(ARRAY(${pageIds}))`)
      .orderBy(desc(leads.createdAt), desc(leads.id));
    // On PostgreSQL each shape of filters is a named statement, prepared once per connection and
    // its plan reused (planning took as long as running a first page); every value is a parameter
    // (the numbers placeholders: drizzle leaves out OFFSET 0), so a shape keeps one text. PGlite
    // runs it unnamed: its connections share one session. A phone search is planned each time:
    // the digits choose its plan (a rare number reads the phone's trigram index, 2 ms instead of
    // 20 for the export owner's 100,000 leads).
    const planEachTime = filters.search !== undefined && isPhoneOnly(filters.search);
    const name =
      this.namedStatements && !planEachTime ? statementName(query.toSQL().sql, 'leads') : '';
    const rows = await query.prepare(name).execute({
      depth: Math.max(this.totalCap + 1, offset + filters.limit),
      limit: filters.limit,
      offset,
    });
    // An empty page past the first says nothing of how many match: those are counted alone.
    const n = rows[0]?.matched ?? (offset === 0 ? 0 : await this.countCapped(where));
    return {
      data: rows.map(toLead),
      total: Math.min(n, this.totalCap),
      totalCapped: n > this.totalCap,
    };
  }

  /** The matching leads, counted up to one past the cap however many match. */
  private async countCapped(where: SQL | undefined): Promise<number> {
    const counted = this.db
      .select({ one: sql`1` })
      .from(leads)
      .where(where)
      .limit(this.totalCap + 1)
      .as('counted');
    const [row] = await this.db.select({ n: count() }).from(counted);
    return row?.n ?? 0;
  }

  /**
   * Every matching lead, newest first, in pages of `pageSize` read by keyset (created_at, id):
   * memory stays at one page whatever the total, and no row is skipped or repeated. The key's time
   * travels as PostgreSQL's own text: a JS Date would drop the microseconds and skip rows.
   */
  async *pages(ownerId: string, filters: LeadsFilters, pageSize = 1000): AsyncGenerator<Lead[]> {
    const where = this.where(ownerId, filters);
    let after: { createdAt: string; id: string } | undefined;
    for (;;) {
      const rows = await this.db
        .select({ ...columns, key: sql<string>`${leads.createdAt}::text` })
        .from(leads)
        .innerJoin(properties, eq(properties.id, leads.propertyId))
        .leftJoin(leadConsents, eq(leadConsents.leadId, leads.id))
        .where(
          and(
            where,
            after
              ? sql`(${leads.createdAt}, ${leads.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(pageSize);
      if (rows.length > 0) yield rows.map(toLead);
      const last = rows.at(-1);
      if (!last || rows.length < pageSize) return;
      after = { createdAt: last.key, id: last.lead.id };
    }
  }

  /** Marks (or unmarks) one of the owner's leads as contacted; undefined when it is not theirs. */
  async setContacted(
    ownerId: string,
    leadId: string,
    contacted: boolean,
    now: Date,
  ): Promise<Lead | undefined> {
    const [updated] = await this.db
      .update(leads)
      .set({ contactedAt: contacted ? sql`coalesce(${leads.contactedAt}, ${now})` : null })
      .where(and(eq(leads.id, leadId), eq(leads.ownerId, ownerId)))
      .returning({ id: leads.id });
    if (!updated) return undefined;
    const [row] = await this.rows().where(eq(leads.id, leadId));
    return row ? toLead(row) : undefined;
  }
}
