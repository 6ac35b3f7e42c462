import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { ListingDetail } from 'shared/contracts/listings';
import { AREA_UNIT_SQFT, type AreaUnit, type PostedBy } from 'shared/vocabulary';
import type { Database } from '../../../db/client';
import { properties, propertyMedia, users } from '../../../db/schema/index';
import type { MediaVariant } from '../../../db/schema/property-media';
import { iso } from '../../../lib/dates';
import { imageOf } from './card-rows';

const POSTED_BY_LABEL: Record<PostedBy, string> = {
  owner: 'Owner',
  agent: 'Agent',
  builder: 'Builder',
};

/** Who receives a seeker's details: the advertiser's public name and role. */
export function advertiserName(
  postedBy: PostedBy,
  owner: { name: string | null; companyName: string | null },
): string {
  const name = postedBy === 'owner' ? owner.name : (owner.companyName ?? owner.name);
  return `${name?.trim() || 'the advertiser'} (${POSTED_BY_LABEL[postedBy]})`;
}

/** The consent the Contact-owner checkbox shows; the api accepts a lead only with this exact text. */
export function contactConsentText(advertiser: string, title: string): string {
  return `I agree to share my name, mobile number and e-mail address with ${advertiser}, who posted "${title}" on PropertyMarket, so that they can contact me about this property.`;
}

const area = (value: number | null, unit: AreaUnit | null) =>
  value !== null && unit ? { value, unit, sqft: Math.round(value * AREA_UNIT_SQFT[unit]) } : null;
/** About 100 m: enough for a locality map, not enough to find the door. */
const coarse = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

const { searchVector: _searchVector, ...listingColumns } = getTableColumns(properties);

export interface PublicListing {
  listing: ListingDetail;
  ownerId: string;
}

/** A media row as the listing query carries it (JSON, in gallery order). */
interface MediaRow {
  id: string;
  kind: 'image' | 'video';
  url: string;
  caption: string | null;
  width: number | null;
  height: number | null;
  variants: MediaVariant[];
}

/**
 * The listing with its advertiser and its media, in one statement: an active listing for the
 * public, or (`forOwner`) the owner's listing in any status.
 */
function detailQuery(db: Database, name: string, forOwner = false) {
  const id = sql.placeholder('id');
  const media = sql<MediaRow[]>`(
    SELECT coalesce(json_agg(json_build_object('id', m.id, 'kind', m.kind, 'url', m.url,
        'caption', m.caption, 'width', m.width, 'height', m.height, 'variants', m.variants)
      ORDER BY m.is_cover DESC, m.sort_order ASC), '[]'::json)
    FROM ${propertyMedia} m WHERE m.property_id = ${properties.id})`;
  return db
    .select({
      p: listingColumns,
      owner: { name: users.name, companyName: users.companyName },
      media,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(
      and(
        eq(properties.id, id),
        forOwner
          ? eq(properties.ownerId, sql.placeholder('ownerId'))
          : eq(properties.status, 'active'),
      ),
    )
    .prepare(name);
}

/**
 * The public detail reader of the listing page: on PostgreSQL named statements, planned once per
 * connection (an empty name runs unnamed, as PGlite needs).
 */
export function publicListingFinder(db: Database, namedStatements: boolean) {
  const query = detailQuery(db, namedStatements ? 'listing_detail' : '');
  return (id: string) => readPublicListing(query, id);
}

/** The same, on any database handle or transaction (plain queries). */
export function findPublicListing(db: Database, id: string): Promise<PublicListing | undefined> {
  return readPublicListing(detailQuery(db, ''), id);
}

/** The owner's listing in any status, as the public page would draw it (/view/property). */
export function findOwnedListing(
  db: Database,
  id: string,
  ownerId: string,
): Promise<PublicListing | undefined> {
  return readPublicListing(detailQuery(db, '', true), id, ownerId);
}

async function readPublicListing(
  query: ReturnType<typeof detailQuery>,
  id: string,
  ownerId?: string,
): Promise<PublicListing | undefined> {
  const [found] = await query.execute(ownerId ? { id, ownerId } : { id });
  if (!found) return undefined;
  const { p, owner, media } = found;
  const images = media.filter((m) => m.kind === 'image');
  const cover = images[0];
  const advertiser = advertiserName(p.postedBy, owner);
  const listing: ListingDetail = {
    _id: p.id,
    title: p.title,
    listingType: p.listingType,
    propertyType: p.propertyType,
    price: p.price ?? 0,
    deposit: p.deposit,
    pricePerSqft: p.pricePerSqft,
    bhk: p.bhk,
    bathrooms: p.bathrooms,
    areaSqft: p.areaSqft,
    furnishing: p.furnishing,
    possessionStatus: p.possessionStatus,
    city: p.city ?? '',
    locality: p.locality ?? '',
    projectName: p.projectName,
    postedBy: p.postedBy,
    postedAt: iso(p.publishedAt ?? p.createdAt),
    image: cover ? imageOf(cover.url, cover.variants, cover.width, cover.height, p.title) : null,
    imageCount: images.length,
    description: p.description,
    balconies: p.balconies,
    areas: {
      carpet: area(p.carpetArea, p.carpetAreaUnit),
      builtUp: area(p.builtUpArea, p.builtUpAreaUnit),
      superBuiltUp: area(p.superBuiltUpArea, p.superBuiltUpAreaUnit),
      plot: area(p.plotArea, p.plotAreaUnit),
    },
    maintenanceMonthly: p.maintenanceMonthly,
    possessionDate: p.possessionDate,
    ageYears: p.ageYears,
    floorNumber: p.floorNumber,
    totalFloors: p.totalFloors,
    facing: p.facing,
    parking: { covered: p.coveredParking, open: p.openParking },
    amenities: p.amenities,
    state: p.state ?? '',
    pincode: p.pincode,
    latitude: coarse(p.latitude),
    longitude: coarse(p.longitude),
    rera: p.reraId && p.reraState ? { state: p.reraState, id: p.reraId } : null,
    media: media.map((m) => ({
      _id: m.id,
      kind: m.kind,
      url: m.url,
      srcSet: m.variants.length ? m.variants.map((v) => `${v.url} ${v.width}w`).join(', ') : null,
      width: m.width,
      height: m.height,
      caption: m.caption,
    })),
    updatedAt: iso(p.updatedAt),
    expiresAt: p.expiresAt ? iso(p.expiresAt) : null,
    postedByName: advertiser,
    contactConsentText: contactConsentText(advertiser, p.title),
  };
  return { listing, ownerId: p.ownerId };
}
