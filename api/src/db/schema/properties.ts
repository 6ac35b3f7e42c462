import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  AMENITIES,
  AREA_UNITS,
  FACINGS,
  FURNISHINGS,
  LISTING_STATUSES,
  LISTING_TYPES,
  POSSESSION_STATUSES,
  POSTED_BY,
  PROPERTY_TYPES,
} from 'shared/vocabulary';
import { id, timestamps } from './columns';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const active = sql`status = 'active'`;

/**
 * A listing as rich as the leading Indian portals. `price` is the sale price or the monthly rent;
 * `area_sqft` is the normalised area searched on (super built-up, else built-up, carpet or plot).
 */
export const properties = pgTable(
  'properties',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    propertyType: text('property_type', { enum: PROPERTY_TYPES }).notNull(),
    listingType: text('listing_type', { enum: LISTING_TYPES }).notNull().default('sale'),
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('draft'),
    postedBy: text('posted_by', { enum: POSTED_BY }).notNull().default('owner'),
    price: bigint('price', { mode: 'number' }),
    deposit: bigint('deposit', { mode: 'number' }),
    maintenanceMonthly: bigint('maintenance_monthly', { mode: 'number' }),
    negotiable: boolean('negotiable').notNull().default(false),
    bhk: integer('bhk'),
    bathrooms: integer('bathrooms'),
    balconies: integer('balconies'),
    areaSqft: integer('area_sqft'),
    carpetArea: doublePrecision('carpet_area'),
    carpetAreaUnit: text('carpet_area_unit', { enum: AREA_UNITS }),
    builtUpArea: doublePrecision('built_up_area'),
    builtUpAreaUnit: text('built_up_area_unit', { enum: AREA_UNITS }),
    superBuiltUpArea: doublePrecision('super_built_up_area'),
    superBuiltUpAreaUnit: text('super_built_up_area_unit', { enum: AREA_UNITS }),
    plotArea: doublePrecision('plot_area'),
    plotAreaUnit: text('plot_area_unit', { enum: AREA_UNITS }),
    pricePerSqft: bigint('price_per_sqft', { mode: 'number' }).generatedAlwaysAs(
      sql`CASE WHEN area_sqft > 0 THEN round(price::numeric / area_sqft)::bigint END`,
    ),
    furnishing: text('furnishing', { enum: FURNISHINGS }),
    possessionStatus: text('possession_status', { enum: POSSESSION_STATUSES }),
    possessionDate: date('possession_date', { mode: 'string' }),
    ageYears: integer('age_years'),
    floorNumber: integer('floor_number'),
    totalFloors: integer('total_floors'),
    facing: text('facing', { enum: FACINGS }),
    coveredParking: integer('covered_parking').notNull().default(0),
    openParking: integer('open_parking').notNull().default(0),
    amenities: text('amenities', { enum: AMENITIES }).array().notNull().default(sql`'{}'::text[]`),
    state: text('state'),
    city: text('city'),
    locality: text('locality'),
    projectName: text('project_name'),
    pincode: text('pincode'),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    reraState: text('rera_state'),
    reraId: text('rera_id'),
    /** Who answers enquiries, as the profile step gave it (the phone is the owner's verified one). */
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    companyName: text('company_name'),
    publishedAt: moment('published_at'),
    expiresAt: moment('expires_at'),
    reviewedAt: moment('reviewed_at'),
    closedAt: moment('closed_at'),
    rejectionReason: text('rejection_reason'),
    /** When the owner last sent it for review (the review queue's order, oldest first). */
    submittedAt: moment('submitted_at'),
    /** Featured by staff until this moment. */
    featuredUntil: moment('featured_until'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(locality, '') || ' ' || coalesce(city, '') || ' ' || coalesce(project_name, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')`,
    ),
    ...timestamps,
  },
  (t) => [
    index('properties_owner_idx').on(t.ownerId),
    // New listings per day (admin dashboard) and every listing newest first (admin listings).
    index('properties_created_idx').on(t.createdAt, t.id),
    index('properties_status_idx').on(t.status, t.createdAt),
    // The admin's listings: the review queue oldest submission first, a city newest first, all
    // by price, title search, featured ones.
    // The two dates too, so a deep page of the queue is an index-only scan (no heap reads).
    index('properties_review_queue_idx')
      .on(sql`coalesce(${t.submittedAt}, ${t.createdAt})`, t.id, t.submittedAt, t.createdAt)
      .where(sql`status = 'pending-review'`),
    index('properties_city_created_idx').on(t.city, t.createdAt, t.id),
    index('properties_price_idx').on(t.price, t.id),
    index('properties_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('properties_featured_idx').on(t.featuredUntil).where(sql`featured_until IS NOT NULL`),
    index('properties_active_newest_idx').on(t.publishedAt, t.id).where(active),
    index('properties_active_kind_newest_idx').on(t.listingType, t.publishedAt, t.id).where(active),
    index('properties_active_city_all_newest_idx').on(t.city, t.publishedAt, t.id).where(active),
    index('properties_active_city_newest_idx')
      .on(t.city, t.listingType, t.publishedAt, t.id)
      .where(active),
    index('properties_active_price_idx').on(t.listingType, t.price, t.id).where(active),
    index('properties_active_all_price_idx').on(t.price, t.id).where(active),
    index('properties_active_all_ppsf_idx').on(t.pricePerSqft, t.id).where(active),
    index('properties_active_city_price_idx')
      .on(t.city, t.listingType, t.price, t.id)
      .where(active),
    index('properties_active_city_ppsf_idx')
      .on(t.city, t.listingType, t.pricePerSqft, t.id)
      .where(active),
    index('properties_active_ppsf_idx').on(t.listingType, t.pricePerSqft, t.id).where(active),
    index('properties_active_locality_idx').on(t.city, t.locality, t.listingType).where(active),
    // A locality's newest listings (a search text that names a place browses it newest first).
    index('properties_active_locality_newest_idx')
      .on(t.city, t.locality, t.publishedAt, t.id)
      .where(active),
    // Covers the filters of a city search, so the capped total count is an index-only scan
    // (a bitmap heap scan of the wide rows cost ~25 ms at 100k listings; this ~0.4 ms).
    index('properties_active_city_facets_idx')
      .on(
        t.city,
        t.listingType,
        t.bhk,
        t.price,
        t.areaSqft,
        t.propertyType,
        t.furnishing,
        t.possessionStatus,
        t.postedBy,
        t.publishedAt,
      )
      .where(active),
    index('properties_search_idx').using('gin', t.searchVector).where(active),
    index('properties_amenities_idx').using('gin', t.amenities).where(active),
    index('properties_expiry_idx').on(t.expiresAt).where(active),
    check(
      'properties_rera_for_new_projects',
      sql`NOT (${t.postedBy} = 'builder' AND ${t.listingType} = 'sale' AND ${t.possessionStatus} = 'under-construction' AND ${t.status} IN ('active', 'pending-review') AND ${t.reraId} IS NULL)`,
    ),
  ],
);
