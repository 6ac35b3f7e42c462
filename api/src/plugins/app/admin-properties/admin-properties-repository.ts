import { and, asc, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type {
  AdminListingFlag,
  AdminPropertiesQuery,
  AdminPropertyDetail,
  AdminPropertyRow,
  PropertyHistoryAnswer,
} from 'shared/contracts/adminProperties';
import type { Database } from '../../../db/client';
import { listingDrafts, properties, propertyMedia, users } from '../../../db/schema/index';
import { iso } from '../../../lib/dates';
import { cappedTotal, countCapped, keysetAfter, keysetPages } from '../admin-lists/paging';
import { listingFilters } from './list-filters';
import { revisionOf } from './revision';

type Moment = Date | string;
type PropertyLifecycle = PropertyHistoryAnswer['lifecycle'];
interface RowRecord extends Record<string, unknown> {
  id: string;
  title: string;
  status: AdminPropertyRow['status'];
  listing_type: AdminPropertyRow['listingType'];
  property_type: AdminPropertyRow['propertyType'];
  price: string | number | null;
  city: string | null;
  locality: string | null;
  owner_id: string;
  owner_name: string | null;
  owner_phone: string;
  created_at: Moment;
  submitted_at: Moment | null;
  published_at: Moment | null;
  expires_at: Moment | null;
  featured_until: Moment | null;
  pending_revision: boolean;
  cover_url: string | null;
  flags: AdminListingFlag[];
  /** created_at as PostgreSQL's text (microseconds kept): the export's keyset. */
  k: string;
}

const isoOrNull = (value: Moment | null) => (value ? iso(value) : null);

const toRow = (row: RowRecord): AdminPropertyRow => ({
  _id: row.id,
  title: row.title,
  status: row.status,
  listingType: row.listing_type,
  propertyType: row.property_type,
  price: row.price === null ? null : Number(row.price),
  city: row.city,
  locality: row.locality,
  ownerId: row.owner_id,
  ownerName: row.owner_name,
  ownerPhone: row.owner_phone,
  createdAt: iso(row.created_at),
  submittedAt: isoOrNull(row.submitted_at),
  publishedAt: isoOrNull(row.published_at),
  expiresAt: isoOrNull(row.expires_at),
  featuredUntil: isoOrNull(row.featured_until),
  pendingRevision: row.pending_revision,
  flags: row.flags,
  coverUrl: row.cover_url,
});

export interface ListPage {
  rows: AdminPropertyRow[];
  total: number;
  totalCapped: boolean;
}

/** `listing_drafts d`: the submitted edit of `properties p` waiting for review, if any. */
const WAITING_EDIT = sql`LEFT JOIN listing_drafts d ON d.property_id = p.id AND d.submitted_at IS NOT NULL`;
/** When the listing (or its waiting edit) was sent for review (with WAITING_EDIT). */
const SUBMITTED_AT = sql`coalesce(d.submitted_at, p.submitted_at,
  CASE WHEN p.status = 'pending-review' THEN p.created_at END)`;

/** A page's ids numbered in the order they come (`rowsOf` keeps it). */
const numbered = (ids: SQL) => sql`SELECT ids.id, row_number() OVER () AS ord FROM (${ids}) ids`;

/**
 * The admin's reads of listings. A page is chosen by ids first (an index-ordered scan of at
 * most page x limit entries), then its rows are read with the owner, cover and flags; the total
 * counts at most ADMIN_LIST_WINDOW + 1 rows.
 */
export class AdminPropertiesRepository {
  constructor(private readonly db: Database) {}

  /** The ids of the query's rows from `offset`, `limit` of them, in the list's order. */
  private pageIds(query: AdminPropertiesQuery, now: Date, limit: number, offset: number) {
    const where = listingFilters(query, now, query.queue === 'review');
    if (query.queue === 'review')
      return sql`SELECT q.id FROM (${reviewQueue(where, offset + limit)}) q
        ORDER BY q.submitted ASC, q.id ASC LIMIT ${limit} OFFSET ${offset}`;
    const dir = query.dir === 'asc' ? sql`ASC` : sql`DESC`;
    const key = query.sort === 'price' ? sql`p.price` : sql`p.created_at`;
    return sql`SELECT p.id FROM properties p WHERE ${where}
      ORDER BY ${key} ${dir}, p.id ${dir} LIMIT ${limit} OFFSET ${offset}`;
  }

  private countOf(query: AdminPropertiesQuery, now: Date) {
    const where = listingFilters(query, now);
    return countCapped(
      this.db,
      query.queue === 'review'
        ? sql`SELECT 1 FROM (${reviewQueue(where)}) q`
        : sql`SELECT 1 FROM properties p WHERE ${where}`,
    );
  }

  async list(query: AdminPropertiesQuery, now: Date): Promise<ListPage> {
    const offset = (query.page - 1) * query.limit;
    const [rows, n] = await Promise.all([
      this.rowsOf(numbered(this.pageIds(query, now, query.limit, offset))),
      this.countOf(query, now),
    ]);
    return { rows: rows.map(toRow), ...cappedTotal(n) };
  }

  /**
   * Every matching row, `size` at a time (the CSV export): the queue in its order, all listings
   * newest first read by keyset (created_at, id), so a 100k-row export never re-reads skipped rows.
   */
  async *pages(
    query: AdminPropertiesQuery,
    now: Date,
    size = 500,
  ): AsyncGenerator<AdminPropertyRow[]> {
    if (query.queue === 'review') {
      for (let offset = 0; ; offset += size) {
        const rows = await this.rowsOf(numbered(this.pageIds(query, now, size, offset)));
        if (rows.length) yield rows.map(toRow);
        if (rows.length < size) return;
      }
    }
    const where = listingFilters(query, now);
    const pages = keysetPages(size, (after: RowRecord | undefined) => {
      const next = keysetAfter(
        sql`p.created_at`,
        sql`p.id`,
        after && { createdAt: after.k, id: after.id },
      );
      return this.rowsOf(
        numbered(sql`SELECT p.id FROM properties p WHERE ${and(where, next)}
          ORDER BY p.created_at DESC, p.id DESC LIMIT ${size}`),
      );
    });
    for await (const rows of pages) yield rows.map(toRow);
  }

  /** The rows of these listings in the given order (missing ids are left out). */
  async rowsByIds(ids: string[]): Promise<AdminPropertyRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.rowsOf(
      sql`SELECT t.id, t.ord FROM unnest(${sql.param(ids)}::uuid[]) WITH ORDINALITY AS t(id, ord)`,
    );
    return rows.map(toRow);
  }

  async row(id: string): Promise<AdminPropertyRow | undefined> {
    return (await this.rowsByIds([id]))[0];
  }

  /**
   * The rows of a page (`page` answers `id` and `ord`), in one statement with the owner, cover,
   * a waiting edit and the flags (a likely duplicate with the other listing's title): one round
   * trip. `k` is created_at as text, PostgreSQL's microseconds kept for the export's keyset.
   */
  private async rowsOf(page: SQL): Promise<RowRecord[]> {
    const result = await this.db.execute<RowRecord>(sql`
      WITH page AS (${page})
      SELECT p.id, p.title, p.status, p.listing_type, p.property_type, p.price, p.city,
        p.locality, p.owner_id, u.name AS owner_name, u.phone AS owner_phone, p.created_at,
        p.created_at::text AS k,
        ${SUBMITTED_AT} AS submitted_at,
        p.published_at, p.expires_at, p.featured_until,
        (d.submitted_at IS NOT NULL) AS pending_revision,
        (SELECT m.url FROM property_media m
          WHERE m.property_id = p.id AND m.kind = 'image' AND m.status = 'ready'
          ORDER BY m.is_cover DESC, m.sort_order ASC LIMIT 1) AS cover_url,
        coalesce((SELECT json_agg(json_build_object('kind', f.kind, 'detail', f.detail,
            'relatedPropertyId', f.related_property_id, 'relatedTitle', r.title)
            ORDER BY f.created_at, f.id)
          FROM listing_flags f LEFT JOIN properties r ON r.id = f.related_property_id
          WHERE f.property_id = p.id), '[]'::json) AS flags
      FROM page JOIN properties p ON p.id = page.id JOIN users u ON u.id = p.owner_id
      ${WAITING_EDIT}
      ORDER BY page.ord`);
    return result.rows;
  }

  /** The listing's life dates (its history's), in one statement; undefined for no such listing. */
  async lifecycle(id: string): Promise<PropertyLifecycle | undefined> {
    const result = await this.db.execute<{
      created_at: Moment;
      submitted_at: Moment | null;
      published_at: Moment | null;
      reviewed_at: Moment | null;
      expires_at: Moment | null;
    }>(sql`
      SELECT p.created_at, ${SUBMITTED_AT} AS submitted_at, p.published_at, p.reviewed_at,
        p.expires_at
      FROM properties p ${WAITING_EDIT} WHERE p.id = ${id}`);
    const row = result.rows[0];
    if (!row) return undefined;
    return {
      createdAt: iso(row.created_at),
      submittedAt: isoOrNull(row.submitted_at),
      publishedAt: isoOrNull(row.published_at),
      reviewedAt: isoOrNull(row.reviewed_at),
      expiresAt: isoOrNull(row.expires_at),
    };
  }

  /** The listing with its photos, owner contact and the owner's edit (submitted or turned down). */
  async detail(id: string): Promise<AdminPropertyDetail | undefined> {
    const row = await this.row(id);
    if (!row) return undefined;
    const [[listing], media, [owner], [draft]] = await Promise.all([
      this.db.select().from(properties).where(eq(properties.id, id)),
      this.db
        .select()
        .from(propertyMedia)
        .where(eq(propertyMedia.propertyId, id))
        .orderBy(asc(propertyMedia.sortOrder)),
      this.db.select({ email: users.email }).from(users).where(eq(users.id, row.ownerId)),
      this.db
        .select()
        .from(listingDrafts)
        .where(
          and(
            eq(listingDrafts.propertyId, id),
            or(isNotNull(listingDrafts.submittedAt), isNotNull(listingDrafts.rejectionReason)),
          ),
        ),
    ]);
    if (!listing) return undefined;
    return {
      ...row,
      description: listing.description,
      address: listing.address,
      state: listing.state,
      pincode: listing.pincode,
      projectName: listing.projectName,
      bhk: listing.bhk,
      areaSqft: listing.areaSqft,
      postedBy: listing.postedBy,
      ownerEmail: owner?.email ?? null,
      rejectionReason: listing.rejectionReason,
      reviewedAt: isoOrNull(listing.reviewedAt),
      photos: media.map((m) => ({
        _id: m.id,
        url: m.status === 'ready' ? m.url : null,
        kind: m.kind,
        caption: m.caption,
        isCover: m.isCover,
      })),
      revision: draft ? revisionOf(draft, listing, media) : null,
    };
  }
}

/**
 * Listings waiting for review and live listings whose submitted edit waits, with the moment each
 * was sent (`submitted`); `where` filters `properties p`. With `take`, each half reads only its
 * first `take` rows in index order (properties_review_queue_idx, listing_drafts_submitted_idx)
 * before the two are merged: sorting the whole union read every waiting listing's heap row.
 */
export const reviewQueue = (where: SQL, take?: number) => {
  const first = (order: SQL) =>
    take === undefined ? sql`` : sql`ORDER BY ${order}, p.id LIMIT ${take}`;
  return sql`
  (SELECT p.id, coalesce(p.submitted_at, p.created_at) AS submitted FROM properties p
    WHERE p.status = 'pending-review' AND ${where}
    ${first(sql`coalesce(p.submitted_at, p.created_at)`)})
  UNION ALL
  (SELECT p.id, d.submitted_at AS submitted FROM listing_drafts d
    JOIN properties p ON p.id = d.property_id
    WHERE d.submitted_at IS NOT NULL AND p.status = 'active' AND ${where}
    ${first(sql`d.submitted_at`)})`;
};
