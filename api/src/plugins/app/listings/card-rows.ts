import { type SQL, sql } from 'drizzle-orm';
import type { ListingCard, ListingImage } from 'shared/contracts/listings';
import type { MediaVariant } from '../../../db/schema/property-media';
import { iso } from '../../../lib/dates';

/** Columns every card needs (`p` = properties). */
export const CARD_COLUMNS =
  sql.raw(`p.id, p.title, p.listing_type, p.property_type, p.price, p.deposit,
  p.price_per_sqft, p.bhk, p.bathrooms, p.area_sqft, p.furnishing, p.possession_status, p.city,
  p.locality, p.project_name, p.posted_by, p.published_at, p.created_at`);

/**
 * A page of card rows (`p`, already ordered and limited) with each one's cover image and image
 * count, in one statement: `orderBy` orders the page again after the join.
 */
export const withCovers = (page: SQL, orderBy: SQL) => sql`
  SELECT p.*, cover.url AS cover_url, cover.variants AS cover_variants,
    cover.width AS cover_width, cover.height AS cover_height, cover.image_count
  FROM (${page}) p
  LEFT JOIN LATERAL (
    SELECT m.url, m.variants, m.width, m.height, count(*) OVER ()::int AS image_count
    FROM property_media m WHERE m.property_id = p.id AND m.kind = 'image'
    ORDER BY m.is_cover DESC, m.sort_order ASC LIMIT 1
  ) cover ON true
  ORDER BY ${orderBy}`;

export interface CardRow {
  id: string;
  title: string;
  listing_type: ListingCard['listingType'];
  property_type: ListingCard['propertyType'];
  price: string | number | null;
  deposit: string | number | null;
  price_per_sqft: string | number | null;
  bhk: number | null;
  bathrooms: number | null;
  area_sqft: number | null;
  furnishing: ListingCard['furnishing'];
  possession_status: ListingCard['possessionStatus'];
  city: string | null;
  locality: string | null;
  project_name: string | null;
  posted_by: ListingCard['postedBy'];
  published_at: Date | string | null;
  created_at: Date | string;
  sort_key?: string;
  cover_url: string | null;
  cover_variants: MediaVariant[] | null;
  cover_width: number | null;
  cover_height: number | null;
  image_count: number | null;
}

/** bigint arrives as a string from `pg`; prices fit a double exactly (<= 10^10). */
export const num = (value: string | number | null): number | null =>
  value === null ? null : Number(value);

export function imageOf(
  url: string,
  variants: MediaVariant[] | null,
  width: number | null,
  height: number | null,
  alt: string,
): ListingImage {
  const sizes = variants ?? [];
  return {
    url,
    srcSet: sizes.map((v) => `${v.url} ${v.width}w`).join(', '),
    width: width ?? 1024,
    height: height ?? 768,
    alt,
  };
}

export function toCard(row: CardRow): ListingCard {
  return {
    _id: row.id,
    title: row.title,
    listingType: row.listing_type,
    propertyType: row.property_type,
    price: num(row.price) ?? 0,
    deposit: num(row.deposit),
    pricePerSqft: num(row.price_per_sqft),
    bhk: row.bhk,
    bathrooms: row.bathrooms,
    areaSqft: row.area_sqft,
    furnishing: row.furnishing,
    possessionStatus: row.possession_status,
    city: row.city ?? '',
    locality: row.locality ?? '',
    projectName: row.project_name,
    postedBy: row.posted_by,
    postedAt: iso(row.published_at ?? row.created_at),
    image: row.cover_url
      ? imageOf(row.cover_url, row.cover_variants, row.cover_width, row.cover_height, row.title)
      : null,
    imageCount: row.image_count ?? 0,
  };
}
