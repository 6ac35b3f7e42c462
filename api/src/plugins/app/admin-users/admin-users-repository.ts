import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type {
  AdminUserDetail,
  AdminUserLead,
  AdminUserListing,
  AdminUserPayment,
  AdminUserRow,
  AdminUserSubListQuery,
  AdminUsersFilters,
  AdminUsersQuery,
} from 'shared/contracts/adminUsers';
import type { Database } from '../../../db/client';
import {
  coupons,
  leads,
  payments,
  plans,
  properties,
  subscriptions,
  users,
} from '../../../db/schema/index';
import { iso } from '../../../lib/dates';
import { cappedTotal, countCapped, keysetAfter, keysetPages } from '../admin-lists/paging';
import { usersWhere } from './users-search';

type UserRow = typeof users.$inferSelect;

/** Correlated with the outer `users` row (written out: drizzle leaves single-table columns bare). */
const listingsCount = sql<number>`(SELECT count(*) FROM properties WHERE properties.owner_id = users.id)::int`;

export const toAdminUserRow = (user: UserRow, listings: number): AdminUserRow => ({
  _id: user.id,
  phone: user.phone,
  name: user.name,
  email: user.email,
  userType: user.userType,
  city: user.city,
  createdAt: iso(user.createdAt),
  status: user.blockedAt ? 'blocked' : 'active',
  blockedAt: user.blockedAt ? iso(user.blockedAt) : null,
  blockedReason: user.blockedReason,
  listingsCount: Number(listings),
});

export class AdminUsersRepository {
  constructor(private readonly db: Database) {}

  async list(query: AdminUsersQuery) {
    const where = usersWhere(query);
    const order = query.dir === 'asc' ? asc : desc;
    const orderBy =
      query.sort === 'name'
        ? [order(users.name), order(users.id)]
        : [order(users.createdAt), order(users.id)];
    // The page's ids come from an index alone; only those 20 rows are read and counted for
    // listings (a deep page would otherwise count the listings of every skipped user).
    const pageIds = this.db
      .select({ id: users.id })
      .from(users)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    const [rows, n] = await Promise.all([
      this.db
        .select({ user: users, listings: listingsCount })
        .from(users)
        .where(inArray(users.id, pageIds))
        .orderBy(...orderBy),
      // The total counts at most one past the list window: never a count(*) over every user.
      countCapped(this.db, this.db.select({ one: sql`1` }).from(users).where(where)),
    ]);
    return { data: rows.map((row) => toAdminUserRow(row.user, row.listings)), ...cappedTotal(n) };
  }

  /**
   * Every matching user, newest first, in keyset pages of (created_at, id): memory stays at one
   * page. The key's time travels as PostgreSQL's text (a JS Date drops the microseconds).
   */
  async *pages(filters: AdminUsersFilters, pageSize = 1000): AsyncGenerator<AdminUserRow[]> {
    const where = usersWhere(filters);
    const read = (last?: { user: UserRow; key: string }) =>
      this.db
        .select({ user: users, listings: listingsCount, key: sql<string>`users.created_at::text` })
        .from(users)
        .where(
          and(
            where,
            keysetAfter(
              users.createdAt,
              users.id,
              last && { createdAt: last.key, id: last.user.id },
            ),
          ),
        )
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(pageSize);
    for await (const rows of keysetPages(pageSize, read))
      yield rows.map((row) => toAdminUserRow(row.user, row.listings));
  }

  async detail(userId: string, now: Date): Promise<AdminUserDetail | undefined> {
    const [row] = await this.db
      .select({
        user: users,
        listings: sql<number>`(SELECT count(*) FROM ${properties} WHERE ${properties.ownerId} = ${userId})::int`,
        activeListings: sql<number>`(SELECT count(*) FROM ${properties} WHERE ${properties.ownerId} = ${userId} AND ${properties.status} = 'active')::int`,
        leads: sql<number>`(SELECT count(*) FROM ${leads} WHERE ${leads.ownerId} = ${userId})::int`,
        payments: sql<number>`(SELECT count(*) FROM ${payments} WHERE ${payments.userId} = ${userId})::int`,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) return undefined;
    const [plan] = await this.db
      .select({
        code: plans.code,
        name: plans.name,
        endsAt: subscriptions.endsAt,
        propertyQuota: subscriptions.propertyQuota,
      })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(
        and(
          eq(subscriptions.userId, userId),
          eq(subscriptions.status, 'active'),
          lte(subscriptions.startsAt, now),
          gt(subscriptions.endsAt, now),
        ),
      )
      .orderBy(desc(subscriptions.propertyQuota), desc(subscriptions.endsAt))
      .limit(1);
    const { user } = row;
    return {
      ...toAdminUserRow(user, row.listings),
      companyName: user.companyName,
      reraAgentId: user.reraAgentId,
      state: user.state,
      plan: plan ? { ...plan, endsAt: iso(plan.endsAt) } : null,
      counts: {
        listings: Number(row.listings),
        activeListings: Number(row.activeListings),
        leads: Number(row.leads),
        payments: Number(row.payments),
      },
    };
  }

  async listings(userId: string, at: AdminUserSubListQuery) {
    const where = eq(properties.ownerId, userId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: properties.id,
          title: properties.title,
          status: properties.status,
          listingType: properties.listingType,
          city: properties.city,
          price: properties.price,
          createdAt: properties.createdAt,
        })
        .from(properties)
        .where(where)
        .orderBy(desc(properties.createdAt), desc(properties.id))
        .limit(at.limit)
        .offset((at.page - 1) * at.limit),
      this.db.select({ n: count() }).from(properties).where(where),
    ]);
    const data: AdminUserListing[] = rows.map(({ id, createdAt, ...rest }) => ({
      _id: id,
      ...rest,
      createdAt: iso(createdAt),
    }));
    return { data, total: total?.n ?? 0 };
  }

  async leads(userId: string, at: AdminUserSubListQuery) {
    const where = eq(leads.ownerId, userId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: leads.id,
          name: leads.name,
          phone: leads.phone,
          propertyId: leads.propertyId,
          propertyTitle: properties.title,
          createdAt: leads.createdAt,
        })
        .from(leads)
        .innerJoin(properties, eq(properties.id, leads.propertyId))
        .where(where)
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(at.limit)
        .offset((at.page - 1) * at.limit),
      this.db.select({ n: count() }).from(leads).where(where),
    ]);
    const data: AdminUserLead[] = rows.map(({ id, createdAt, ...rest }) => ({
      _id: id,
      ...rest,
      createdAt: iso(createdAt),
    }));
    return { data, total: total?.n ?? 0 };
  }

  async payments(userId: string, at: AdminUserSubListQuery) {
    const where = eq(payments.userId, userId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: payments.id,
          planName: plans.name,
          couponCode: coupons.code,
          amountPaise: payments.amountPaise,
          status: payments.status,
          createdAt: payments.createdAt,
          paidAt: payments.paidAt,
        })
        .from(payments)
        .innerJoin(plans, eq(plans.id, payments.planId))
        .leftJoin(coupons, eq(coupons.id, payments.couponId))
        .where(where)
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(at.limit)
        .offset((at.page - 1) * at.limit),
      this.db.select({ n: count() }).from(payments).where(where),
    ]);
    const data: AdminUserPayment[] = rows.map(({ id, createdAt, paidAt, ...rest }) => ({
      _id: id,
      ...rest,
      createdAt: iso(createdAt),
      paidAt: paidAt ? iso(paidAt) : null,
    }));
    return { data, total: total?.n ?? 0 };
  }
}
