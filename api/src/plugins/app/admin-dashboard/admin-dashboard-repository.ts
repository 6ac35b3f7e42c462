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
import { reviewQueue } from '../admin-properties/admin-properties-repository';
import { indiaDay, indiaDayStart } from '../owner-listings/india-day';

export type AdminDashboard = Omit<AdminDashboardAnswer, 'isSuccess' | 'message'>;
export interface Period {
  from: string;
  to: string;
}

type DayTable = 'users' | 'properties' | 'leads';
/** How long an ended day's count is reused before it is read again. */
export const CLOSED_DAY_TTL_MS = 10 * 60_000;

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
  private readonly closedDays: Record<DayTable, Map<string, { n: number; at: number }>> = {
    users: new Map(),
    properties: new Map(),
    leads: new Map(),
  };

  constructor(private readonly db: Database) {}

  async forPeriod(period: Period, now: Date, withRevenue: boolean): Promise<AdminDashboard> {
    const since = indiaDayStart(period.from);
    const until = new Date(indiaDayStart(period.to).getTime() + DAY);
    const [usersBy, listingsBy, leadsBy, statuses, queue, revenue] = await Promise.all([
      this.perDay('users', period, now),
      this.perDay('properties', period, now),
      this.perDay('leads', period, now),
      this.statusCounts(),
      this.reviewQueue(now),
      withRevenue ? this.revenue(since, until) : Promise.resolve(null),
    ]);
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

  /**
   * Rows of `table` created on each India day of the period. A day that has ended is counted
   * once and kept for CLOSED_DAY_TTL_MS (rows are rarely added to or removed from the past), so
   * a year's chart reads the index once and then only today; today is always counted live.
   */
  private async perDay(table: DayTable, period: Period, now: Date): Promise<Map<string, number>> {
    const today = indiaDay(now);
    const counts = new Map<string, number>();
    const cache = this.closedDays[table];
    const fresh = now.getTime() - CLOSED_DAY_TTL_MS;
    const missing: string[] = [];
    for (const day of daysOf(period)) {
      if (day >= today) continue;
      const kept = cache.get(day);
      if (kept && kept.at > fresh) counts.set(day, kept.n);
      else missing.push(day);
    }
    if (missing.length > 0) {
      const first = missing[0] as string;
      const last = missing.at(-1) as string;
      const found = await this.countPerDay(table, first, last);
      const at = now.getTime();
      for (const day of daysOf({ from: first, to: last })) {
        const n = found.get(day) ?? 0;
        cache.set(day, { n, at });
        counts.set(day, n);
      }
    }
    if (period.to >= today && period.from <= today) {
      const live = await this.countPerDay(table, today, today);
      counts.set(today, live.get(today) ?? 0);
    }
    return counts;
  }

  /** One index range scan of created_at, bucketed by India day (date_bin from the day's start). */
  private async countPerDay(
    table: DayTable,
    from: string,
    to: string,
  ): Promise<Map<string, number>> {
    const since = indiaDayStart(from);
    const until = new Date(indiaDayStart(to).getTime() + DAY);
    const result = await this.db.execute<{ bucket: Date | string; n: number }>(sql`
      SELECT date_bin('1 day', created_at, ${since}::timestamptz) AS bucket, count(*)::int AS n
      FROM ${sql.raw(table)} WHERE created_at >= ${since} AND created_at < ${until}
      GROUP BY 1`);
    return new Map(result.rows.map((row) => [indiaDay(new Date(row.bucket)), row.n]));
  }

  private async statusCounts(): Promise<ListingsByStatus> {
    const result = await this.db.execute<{ status: ListingStatus; n: number }>(sql`
      SELECT status, count(*)::int AS n FROM properties GROUP BY status`);
    const counts = Object.fromEntries(LISTING_STATUSES.map((status) => [status, 0]));
    for (const row of result.rows) counts[row.status] = row.n;
    return counts as ListingsByStatus;
  }

  /** The review queue as the moderation screen reads it (reviewQueue of admin-properties). */
  private async reviewQueue(now: Date): Promise<ReviewQueue> {
    const result = await this.db.execute<{
      size: number;
      oldest: Date | string | null;
      median_seconds: number | string | null;
    }>(sql`
      WITH waiting AS (${reviewQueue(sql`true`)})
      SELECT count(*)::int AS size, min(submitted) AS oldest,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM (${now}::timestamptz - submitted)))
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
