import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { indiaDay } from './india-day';

/**
 * The key of one India day: HMAC-SHA256 of the day under the server's secret. It changes every
 * day and is never stored, so yesterday's visitor keys cannot be linked to today's.
 */
export function dailyViewKey(secret: string, day: string): Buffer {
  return createHmac('sha256', secret).update(`property-views|${day}`).digest();
}

/** One visitor on one day: a keyed hash of network address and browser; the raw values are dropped. */
export function visitorKey(dayKey: Buffer, ip: string, userAgent: string): string {
  return createHmac('sha256', dayKey).update(`${ip}\n${userAgent}`).digest('base64url');
}

/** Counts listing page views: at most one per visitor, listing and India day. */
export class PropertyViews {
  constructor(
    private readonly db: Database,
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  /**
   * True when this view was counted: an active listing, not the viewer's own (`viewerId` is the
   * logged-in user, null for a visitor; it is only compared, never stored), first view of this
   * visitor today.
   */
  async record(
    propertyId: string,
    ip: string,
    userAgent: string,
    viewerId: string | null,
  ): Promise<boolean> {
    const day = indiaDay(this.clock.now());
    const key = visitorKey(dailyViewKey(this.secret, day), ip, userAgent);
    const result = await this.db.execute(sql`
      INSERT INTO property_views (property_id, view_day, visitor_key)
      SELECT id, ${day}::date, ${key} FROM properties
      WHERE id = ${propertyId} AND status = 'active' AND owner_id IS DISTINCT FROM ${viewerId}::uuid
      ON CONFLICT DO NOTHING`);
    return (result.rowCount ?? 0) > 0;
  }
}
