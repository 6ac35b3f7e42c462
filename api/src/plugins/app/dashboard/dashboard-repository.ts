import { sql } from 'drizzle-orm';
import {
  DASHBOARD_DAYS,
  type DashboardAnswer,
  type DashboardPlan,
  EXPIRING_LISTINGS,
  EXPIRING_WITHIN_DAYS,
  type ExpiringListing,
  LEADS_WEEK_DAYS,
  type ListingsByStatus,
  TOP_LISTINGS,
  type TopListing,
} from 'shared/contracts/dashboard';
import { LISTING_STATUSES, type ListingStatus } from 'shared/vocabulary';
import type { Database } from '../../../db/client';
import { DAY, iso } from '../../../lib/dates';
import { indiaDayStart, lastIndiaDays } from '../owner-listings/india-day';

export type Dashboard = Omit<DashboardAnswer, 'isSuccess' | 'message'>;

type DayCount = { day: string; n: number };
type PlanRow = { code: string; name: string; property_quota: number; ends_at: Date | string };

/** The India day of a timestamp column, as YYYY-MM-DD (IST is UTC+05:30 all year). */
const indiaDayOf = (column: string) =>
  sql.raw(`to_char(((${column} AT TIME ZONE 'UTC') + interval '330 minutes')::date, 'YYYY-MM-DD')`);

/** Whole days from `now` until `endsAt`, rounded up; 0 once it has passed. */
export const daysLeft = (endsAt: Date, now: Date) =>
  Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / DAY));

/**
 * The owner's dashboard: each block is one statement, all sent at once. Views come from
 * property_views (already one row per visitor, listing and India day), leads by the owner's index
 * (owner_id, created_at), views by listing (property_id, view_day) for the owner's listings.
 */
export class DashboardRepository {
  constructor(private readonly db: Database) {}

  async forOwner(ownerId: string, now: Date): Promise<Dashboard> {
    const days = lastIndiaDays(now, DASHBOARD_DAYS);
    const first = days[0] as string;
    const since = indiaDayStart(first);
    const [statuses, views, leads, top, favourites, plan, expiring] = await Promise.all([
      this.statusCounts(ownerId),
      this.viewsPerDay(ownerId, first),
      this.leadsPerDay(ownerId, since),
      this.topListings(ownerId, first, since),
      this.favouritesOfListings(ownerId),
      this.activePlan(ownerId, now),
      this.expiringSoon(ownerId, now),
    ]);
    const viewsByDay = new Map(views.map((row) => [row.day, row.n]));
    const leadsByDay = new Map(leads.map((row) => [row.day, row.n]));
    const series = days.map((day) => ({
      day,
      views: viewsByDay.get(day) ?? 0,
      leads: leadsByDay.get(day) ?? 0,
    }));
    const listingCount = Object.values(statuses).reduce((sum, n) => sum + n, 0);
    return {
      listingsByStatus: statuses,
      views30: series.reduce((sum, day) => sum + day.views, 0),
      topListings: top,
      leadsThisWeek: series.slice(-LEADS_WEEK_DAYS).reduce((sum, day) => sum + day.leads, 0),
      favouritesOfMyListings: favourites,
      plan: plan ? toPlan(plan, listingCount, now) : null,
      expiringSoon: expiring,
      series,
    };
  }

  private async statusCounts(ownerId: string): Promise<ListingsByStatus> {
    const result = await this.db.execute<{ status: ListingStatus; n: number }>(sql`
      SELECT status, count(*)::int AS n FROM properties WHERE owner_id = ${ownerId} GROUP BY status`);
    const counts = Object.fromEntries(LISTING_STATUSES.map((status) => [status, 0]));
    for (const row of result.rows) counts[row.status] = row.n;
    return counts as ListingsByStatus;
  }

  private async viewsPerDay(ownerId: string, first: string): Promise<DayCount[]> {
    const result = await this.db.execute<DayCount>(sql`
      SELECT to_char(v.view_day, 'YYYY-MM-DD') AS day, count(*)::int AS n
      FROM property_views v JOIN properties p ON p.id = v.property_id
      WHERE p.owner_id = ${ownerId} AND v.view_day >= ${first}::date
      GROUP BY 1`);
    return result.rows;
  }

  private async leadsPerDay(ownerId: string, since: Date): Promise<DayCount[]> {
    const result = await this.db.execute<DayCount>(sql`
      SELECT ${indiaDayOf('created_at')} AS day, count(*)::int AS n
      FROM leads WHERE owner_id = ${ownerId} AND created_at >= ${since}
      GROUP BY 1`);
    return result.rows;
  }

  /** Most viewed first (then most leads); leads counted over the same 30 days. */
  private async topListings(ownerId: string, first: string, since: Date): Promise<TopListing[]> {
    const result = await this.db.execute<{
      id: string;
      title: string;
      views: number;
      leads: number;
    }>(
      sql`
      WITH viewed AS (
        SELECT v.property_id, count(*)::int AS views
        FROM property_views v JOIN properties p ON p.id = v.property_id
        WHERE p.owner_id = ${ownerId} AND v.view_day >= ${first}::date
        GROUP BY v.property_id
      )
      SELECT p.id, p.title, viewed.views,
        (SELECT count(*)::int FROM leads l
          WHERE l.property_id = p.id AND l.created_at >= ${since}) AS leads
      FROM viewed JOIN properties p ON p.id = viewed.property_id
      ORDER BY viewed.views DESC, leads DESC, p.id
      LIMIT ${TOP_LISTINGS}`,
    );
    return result.rows.map((row) => ({
      _id: row.id,
      title: row.title,
      views: row.views,
      leads: row.leads,
    }));
  }

  private async favouritesOfListings(ownerId: string): Promise<number> {
    const result = await this.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM favourites f JOIN properties p ON p.id = f.property_id
      WHERE p.owner_id = ${ownerId}`);
    return result.rows[0]?.n ?? 0;
  }

  /** The same subscription the posting check uses: active now, the largest quota. */
  private async activePlan(ownerId: string, now: Date): Promise<PlanRow | null> {
    const result = await this.db.execute<PlanRow>(sql`
      SELECT pl.code, pl.name, s.property_quota, s.ends_at
      FROM subscriptions s JOIN plans pl ON pl.id = s.plan_id
      WHERE s.user_id = ${ownerId} AND s.status = 'active'
        AND s.starts_at <= ${now} AND s.ends_at > ${now}
      ORDER BY s.property_quota DESC, s.ends_at DESC
      LIMIT 1`);
    return result.rows[0] ?? null;
  }

  private async expiringSoon(ownerId: string, now: Date): Promise<ExpiringListing[]> {
    const until = new Date(now.getTime() + EXPIRING_WITHIN_DAYS * DAY);
    const result = await this.db.execute<{
      id: string;
      title: string;
      status: ListingStatus;
      expires_at: Date | string | null;
    }>(sql`
      SELECT id, title, status, expires_at FROM properties
      WHERE owner_id = ${ownerId}
        AND (status = 'expired' OR (status = 'active' AND expires_at <= ${until}))
      ORDER BY expires_at ASC NULLS FIRST, id
      LIMIT ${EXPIRING_LISTINGS}`);
    return result.rows.map((row) => ({
      _id: row.id,
      title: row.title,
      status: row.status,
      expiresAt: row.expires_at ? iso(row.expires_at) : null,
    }));
  }
}

function toPlan(row: PlanRow, listingCount: number, now: Date): DashboardPlan {
  const endsAt = new Date(row.ends_at);
  return {
    code: row.code,
    name: row.name,
    propertyQuota: row.property_quota,
    listingsLeft: Math.max(0, row.property_quota - listingCount),
    endsAt: iso(endsAt),
    daysLeft: daysLeft(endsAt, now),
  };
}
