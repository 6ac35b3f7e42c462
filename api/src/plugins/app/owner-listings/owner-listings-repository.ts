import { sql } from 'drizzle-orm';
import type {
  InsightsAnswer,
  OwnerListing,
  OwnerListingsQuery,
} from 'shared/contracts/ownerListings';
import type { ListingStatus } from 'shared/vocabulary';
import type { Database } from '../../../db/client';
import { iso } from '../../../lib/dates';
import { likeContains } from '../../../lib/like';
import { indiaDayStart, lastIndiaDays } from './india-day';

type OwnerListingRow = {
  id: string;
  title: string;
  status: ListingStatus;
  rejection_reason: string | null;
  listing_type: OwnerListing['listingType'];
  property_type: OwnerListing['propertyType'];
  price: string | number | null;
  city: string | null;
  locality: string | null;
  cover_url: string | null;
  published_at: Date | string | null;
  expires_at: Date | string | null;
  updated_at: Date | string;
  pending_revision: boolean;
  revision_rejection_reason: string | null;
  views: number;
  leads: number;
  favourites: number;
};

const toOwnerListing = (row: OwnerListingRow): OwnerListing => ({
  _id: row.id,
  title: row.title,
  status: row.status,
  rejectionReason: row.rejection_reason,
  listingType: row.listing_type,
  propertyType: row.property_type,
  price: row.price === null ? null : Number(row.price),
  city: row.city,
  locality: row.locality,
  coverUrl: row.cover_url,
  publishedAt: row.published_at ? iso(row.published_at) : null,
  expiresAt: row.expires_at ? iso(row.expires_at) : null,
  updatedAt: iso(row.updated_at),
  pendingRevision: row.pending_revision,
  revisionRejectionReason: row.revision_rejection_reason,
  views: row.views,
  leads: row.leads,
  favourites: row.favourites,
});

/** The owner's listings with their counts, and one listing's numbers over time. */
export class OwnerListingsRepository {
  constructor(private readonly db: Database) {}

  /**
   * One page, newest change first, in one statement: the page is chosen first, then each count is
   * one grouped scan limited to the page's ids (indexes by listing on views, leads, favourites).
   */
  async list(
    ownerId: string,
    query: OwnerListingsQuery,
  ): Promise<{ data: OwnerListing[]; total: number }> {
    const pattern = query.search ? likeContains(query.search) : null;
    const where = sql`p.owner_id = ${ownerId}
      ${query.status ? sql`AND p.status = ${query.status}` : sql``}
      ${
        pattern
          ? sql`AND (p.title ILIKE ${pattern} OR p.locality ILIKE ${pattern} OR p.city ILIKE ${pattern})`
          : sql``
      }`;
    const offset = (query.page - 1) * query.limit;
    const [page, total] = await Promise.all([
      this.db.execute<OwnerListingRow>(sql`
        WITH page AS (
          SELECT p.id, p.title, p.status, p.rejection_reason, p.listing_type, p.property_type,
            p.price, p.city, p.locality, p.published_at, p.expires_at, p.updated_at
          FROM properties p WHERE ${where}
          ORDER BY p.updated_at DESC, p.id DESC LIMIT ${query.limit} OFFSET ${offset}
        )
        SELECT page.*,
          (SELECT m.url FROM property_media m
            WHERE m.property_id = page.id AND m.kind = 'image' AND m.status = 'ready'
            ORDER BY m.is_cover DESC, m.sort_order ASC LIMIT 1) AS cover_url,
          EXISTS (SELECT 1 FROM listing_drafts d
            WHERE d.property_id = page.id AND d.submitted_at IS NOT NULL) AS pending_revision,
          (SELECT d.rejection_reason FROM listing_drafts d
            WHERE d.property_id = page.id AND d.submitted_at IS NULL) AS revision_rejection_reason,
          coalesce(v.n, 0)::int AS views, coalesce(l.n, 0)::int AS leads,
          coalesce(f.n, 0)::int AS favourites
        FROM page
        LEFT JOIN (SELECT property_id, count(*) AS n FROM property_views
          WHERE property_id IN (SELECT id FROM page) GROUP BY property_id) v
          ON v.property_id = page.id
        LEFT JOIN (SELECT property_id, count(*) AS n FROM leads
          WHERE property_id IN (SELECT id FROM page) GROUP BY property_id) l
          ON l.property_id = page.id
        LEFT JOIN (SELECT property_id, count(*) AS n FROM favourites
          WHERE property_id IN (SELECT id FROM page) GROUP BY property_id) f
          ON f.property_id = page.id
        ORDER BY page.updated_at DESC, page.id DESC`),
      this.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM properties p WHERE ${where}`,
      ),
    ]);
    return { data: page.rows.map(toOwnerListing), total: total.rows[0]?.n ?? 0 };
  }

  /** Whether a pending edit of this listing waits for review. */
  async hasPendingRevision(propertyId: string): Promise<boolean> {
    const result = await this.db.execute<{ pending: boolean }>(sql`
      SELECT EXISTS (SELECT 1 FROM listing_drafts
        WHERE property_id = ${propertyId} AND submitted_at IS NOT NULL) AS pending`);
    return result.rows[0]?.pending ?? false;
  }

  /**
   * Views, leads and favourites per India day over the last `days` days (zero-filled), and the
   * buyers' photo requests. The caller has checked that the listing is the owner's.
   */
  async insights(
    propertyId: string,
    days: number,
    now: Date,
  ): Promise<Omit<InsightsAnswer, 'isSuccess' | 'message'>> {
    const dayList = lastIndiaDays(now, days);
    const first = dayList[0] as string;
    const since = indiaDayStart(first);
    const perDay = (table: 'leads' | 'favourites') => sql`
      SELECT to_char(((created_at AT TIME ZONE 'UTC') + interval '330 minutes')::date, 'YYYY-MM-DD') AS day,
        count(*)::int AS n
      FROM ${sql.raw(table)} WHERE property_id = ${propertyId} AND created_at >= ${since}
      GROUP BY 1`;
    const [views, leads, favourites, requests] = await Promise.all([
      this.db.execute<{ day: string; n: number }>(sql`
        SELECT to_char(view_day, 'YYYY-MM-DD') AS day, count(*)::int AS n FROM property_views
        WHERE property_id = ${propertyId} AND view_day >= ${first}::date GROUP BY 1`),
      this.db.execute<{ day: string; n: number }>(perDay('leads')),
      this.db.execute<{ day: string; n: number }>(perDay('favourites')),
      this.db.execute<{ id: string; created_at: Date | string; answered: boolean }>(sql`
        SELECT r.id, r.created_at, EXISTS (SELECT 1 FROM property_media m
            WHERE m.property_id = r.property_id AND m.kind = 'image' AND m.purpose = 'listing'
              AND m.created_at > r.created_at) AS answered
        FROM image_requests r WHERE r.property_id = ${propertyId}
        ORDER BY r.created_at DESC, r.id DESC`),
    ]);
    const byDay = (rows: { day: string; n: number }[]) =>
      new Map(rows.map((row) => [row.day, row.n]));
    const v = byDay(views.rows);
    const l = byDay(leads.rows);
    const f = byDay(favourites.rows);
    const series = dayList.map((day) => ({
      day,
      views: v.get(day) ?? 0,
      leads: l.get(day) ?? 0,
      favourites: f.get(day) ?? 0,
    }));
    const sum = (key: 'views' | 'leads' | 'favourites') =>
      series.reduce((total, day) => total + day[key], 0);
    return {
      series,
      totals: { views: sum('views'), leads: sum('leads'), favourites: sum('favourites') },
      imageRequests: requests.rows.map((r) => ({
        _id: r.id,
        requestedAt: iso(r.created_at),
        answered: r.answered,
      })),
    };
  }
}
