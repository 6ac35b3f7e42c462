import { and, count, desc, eq, gte, ilike, lt, or } from 'drizzle-orm';
import type { Lead, LeadsQuery } from 'shared/contracts/leads';
import type { Database } from '../../../db/client';
import { leads, properties } from '../../../db/schema/index';
import { DAY, iso } from '../../../lib/dates';
import { likeContains } from '../../../lib/like';

/** A bare date means the whole day (UTC): start inclusive, end inclusive. */
const startOf = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
const endOf = (value: string) =>
  value.length === 10
    ? new Date(new Date(`${value}T00:00:00Z`).getTime() + DAY)
    : new Date(new Date(value).getTime() + 1);

export class LeadsRepository {
  constructor(private readonly db: Database) {}

  async list(ownerId: string, query: LeadsQuery): Promise<{ data: Lead[]; total: number }> {
    const pattern = query.search ? likeContains(query.search) : undefined;
    const where = and(
      eq(leads.ownerId, ownerId),
      query.startDate ? gte(leads.createdAt, startOf(query.startDate)) : undefined,
      query.endDate ? lt(leads.createdAt, endOf(query.endDate)) : undefined,
      pattern
        ? or(
            ilike(leads.name, pattern),
            ilike(leads.phone, pattern),
            ilike(leads.email, pattern),
            ilike(leads.message, pattern),
            ilike(properties.title, pattern),
          )
        : undefined,
    );
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select({ lead: leads, title: properties.title })
        .from(leads)
        .innerJoin(properties, eq(properties.id, leads.propertyId))
        .where(where)
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db
        .select({ n: count() })
        .from(leads)
        .innerJoin(properties, eq(properties.id, leads.propertyId))
        .where(where),
    ]);
    return {
      total: totalRow?.n ?? 0,
      data: rows.map(({ lead, title }) => ({
        _id: lead.id,
        propertyId: lead.propertyId,
        propertyTitle: title,
        name: lead.name,
        phone: lead.phone,
        email: lead.email,
        message: lead.message,
        createdAt: iso(lead.createdAt),
      })),
    };
  }
}
