import { sql } from 'drizzle-orm';
import type { ListingCard, ListingImage } from 'shared/contracts';
import type { MediaVariant } from '../../../db/schema/property-media';
import { iso } from '../../../lib/dates';

/** Columns every card needs (`p` = properties). */
export const CARD_COLUMNS =
  sql.raw(`p.id, p.title, p.listing_type, p.property_type, p.price, p.deposit,
  p.price_per_sqft, p.bedrooms, p.bathrooms, p.area_sqft, p.furnishing, p.possession_status, p.city,
  p.locality, p.project_name, p.posted_by, p.published_at, p.created_at`);

/** Cover image and image count for a page of listings (one query for the whole page). */
export const coversFor = (ids: string[]) => sql`
  SELECT DISTINCT ON (m.property_id) m.property_id, m.url, m.variants, m.width, m.height,
    count(*) OVER (PARTITION BY m.property_id)::int AS image_count
  FROM property_media m
  WHERE m.property_id IN (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}) AND m.kind = 'image'
  ORDER BY m.property_id, m.is_cover DESC, m.sort_order ASC`;

export interface CoverRow {
  property_id: string;
  url: string;
  variants: MediaVariant[] | null;
  width: number | null;
  height: number | null;
  image_count: number;
}

export interface CardRow {
  id: string;
  title: string;
  listing_type: ListingCard['listingType'];
  property_type: ListingCard['propertyType'];
  price: string | number | null;
  deposit: string | number | null;
  price_per_sqft: string | number | null;
  bedrooms: number | null;
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

export function toCard(row: CardRow, cover: CoverRow | undefined): ListingCard {
  return {
    _id: row.id,
    title: row.title,
    listingType: row.listing_type,
    propertyType: row.property_type,
    price: num(row.price) ?? 0,
    deposit: num(row.deposit),
    pricePerSqft: num(row.price_per_sqft),
    bhk: row.bedrooms,
    bathrooms: row.bathrooms,
    areaSqft: row.area_sqft,
    furnishing: row.furnishing,
    possessionStatus: row.possession_status,
    city: row.city ?? '',
    locality: row.locality ?? '',
    projectName: row.project_name,
    postedBy: row.posted_by,
    postedAt: iso(row.published_at ?? row.created_at),
    image: cover ? imageOf(cover.url, cover.variants, cover.width, cover.height, row.title) : null,
    imageCount: cover?.image_count ?? 0,
  };
}
