import { sql } from 'drizzle-orm';
import type {
  AdminDashboardAnswer,
  AdminDashboardDay,
  RevenuePlan,
  ReviewQueue,
} from 'shared/contracts/adminDashboard';
import type { ListingsByStatus } from 'shared/contracts/dashboard';
import { LISTING_STATUSES, type ListingStatus } from 'shared/vocabulary';
import type { Database } from '../../../db/client';
import { DAY, iso } from '../../../lib/dates';
import { indiaDayStart } from '../owner-listings/india-day';

export type AdminDashboard = Omit<AdminDashboardAnswer, 'isSuccess' | 'message'>;
export interface Period {
  from: string;
  to: string;
}

type DayCount = { day: string; n: number };

/** The India day of a timestamp column, as YYYY-MM-DD (IST is UTC+05:30 all year). */
const indiaDayOf = (column: string) =>
  sql.raw(`to_char(((${column} AT TIME ZONE 'UTC') + interval '330 minutes')::date, 'YYYY-MM-DD')`);

/** Every India day from `from` to `to`, both included. */
export function daysOf({ from, to }: Period): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/**
 * The staff dashboard: each block is one statement, all sent at once. The per-day counts read
 * only the created_at indexes (users_created_idx, properties_created_idx, leads_created_idx), and
 * revenue the paid payments' payments_paid_idx, so the cost follows the period, not the table.
 */
export class AdminDashboardRepository {
  constructor(private readonly db: Database) {}

  async forPeriod(period: Period, now: Date, withRevenue: boolean): Promise<AdminDashboard> {
    const since = indiaDayStart(period.from);
    const until = new Date(indiaDayStart(period.to).getTime() + DAY);
    const [users, listings, leads, statuses, queue, revenue] = await Promise.all([
      this.perDay('users', since, until),
      this.perDay('properties', since, until),
      this.perDay('leads', since, until),
      this.statusCounts(),
      this.reviewQueue(now),
      withRevenue ? this.revenue(since, until) : Promise.resolve(null),
    ]);
    const usersBy = new Map(users.map((row) => [row.day, row.n]));
    const listingsBy = new Map(listings.map((row) => [row.day, row.n]));
    const leadsBy = new Map(leads.map((row) => [row.day, row.n]));
    const days: AdminDashboardDay[] = daysOf(period).map((day) => ({
      day,
      newUsers: usersBy.get(day) ?? 0,
      newListings: listingsBy.get(day) ?? 0,
      leads: leadsBy.get(day) ?? 0,
    }));
    const sum = (key: 'newUsers' | 'newListings' | 'leads') =>
      days.reduce((total, day) => total + day[key], 0);
    return {
      from: period.from,
      to: period.to,
      totals: { newUsers: sum('newUsers'), newListings: sum('newListings'), leads: sum('leads') },
      days,
      listingsByStatus: statuses,
      reviewQueue: queue,
      revenue,
    };
  }

  /** Rows of `table` created in [since, until), per India day (table names are ours, not input). */
  private async perDay(
    table: 'users' | 'properties' | 'leads',
    since: Date,
    until: Date,
  ): Promise<DayCount[]> {
    const result = await this.db.execute<DayCount>(sql`
      SELECT ${indiaDayOf('created_at')} AS day, count(*)::int AS n
      FROM ${sql.raw(table)} WHERE created_at >= ${since} AND created_at < ${until}
      GROUP BY 1`);
    return result.rows;
  }

  private async statusCounts(): Promise<ListingsByStatus> {
    const result = await this.db.execute<{ status: ListingStatus; n: number }>(sql`
      SELECT status, count(*)::int AS n FROM properties GROUP BY status`);
    const counts = Object.fromEntries(LISTING_STATUSES.map((status) => [status, 0]));
    for (const row of result.rows) counts[row.status] = row.n;
    return counts as ListingsByStatus;
  }

  /**
   * New listings in review wait since their last change (the submit); a submitted edit of a live
   * listing since its submit, unless a review answered it after that.
   */
  private async reviewQueue(now: Date): Promise<ReviewQueue> {
    const result = await this.db.execute<{
      size: number;
      oldest: Date | string | null;
      median_seconds: number | string | null;
    }>(sql`
      WITH waiting AS (
        SELECT updated_at AS since FROM properties WHERE status = 'pending-review'
        UNION ALL
        SELECT d.submitted_at FROM listing_drafts d JOIN properties p ON p.id = d.property_id
        WHERE d.submitted_at IS NOT NULL AND p.status = 'active'
          AND (d.reviewed_at IS NULL OR d.reviewed_at < d.submitted_at)
      )
      SELECT count(*)::int AS size, min(since) AS oldest,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM (${now}::timestamptz - since)))
          AS median_seconds
      FROM waiting`);
    const row = result.rows[0];
    if (!row || row.size === 0) return { size: 0, oldestSince: null, medianWaitMinutes: null };
    return {
      size: row.size,
      oldestSince: row.oldest === null ? null : iso(row.oldest),
      medianWaitMinutes:
        row.median_seconds === null
          ? null
          : Math.max(0, Math.round(Number(row.median_seconds) / 60)),
    };
  }

  /** Paid payments of the period by plan (every plan listed, 0 when none were paid). */
  private async revenue(since: Date, until: Date): Promise<NonNullable<AdminDashboard['revenue']>> {
    const result = await this.db.execute<{
      code: string;
      name: string;
      payments: number;
      amount: number | string;
    }>(sql`
      SELECT pl.code, pl.name, count(pa.id)::int AS payments,
        coalesce(sum(pa.amount_paise), 0)::bigint AS amount
      FROM plans pl LEFT JOIN payments pa ON pa.plan_id = pl.id AND pa.status = 'paid'
        AND pa.paid_at >= ${since} AND pa.paid_at < ${until}
      GROUP BY pl.id, pl.code, pl.name, pl.sort_order
      ORDER BY pl.sort_order, pl.code`);
    const plans: RevenuePlan[] = result.rows.map((row) => ({
      code: row.code,
      name: row.name,
      payments: row.payments,
      amountPaise: Number(row.amount),
    }));
    return {
      totalPaise: plans.reduce((total, plan) => total + plan.amountPaise, 0),
      payments: plans.reduce((total, plan) => total + plan.payments, 0),
      plans,
    };
  }
}
