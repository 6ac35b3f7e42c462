import { z } from 'zod';
import { AMENITIES } from '../vocabulary/amenity';
import { MAX_AREA_SQFT } from '../vocabulary/area';
import { FURNISHINGS } from '../vocabulary/furnishing';
import { LISTING_TYPES } from '../vocabulary/listingType';
import { POSSESSION_STATUSES } from '../vocabulary/possession';
import { POSTED_BY } from '../vocabulary/postedBy';
import { MAX_PRICE_RUPEES } from '../vocabulary/price';
import { PROPERTY_TYPES } from '../vocabulary/propertyType';
import { LISTING_SORTS } from '../vocabulary/sort';
import { leadSourceSchema } from './adminLeads';
import { idSchema, successEnvelopeSchema, text, wholeNumber } from './common';
import {
  amenitySchema,
  areaUnitSchema,
  facingSchema,
  furnishingSchema,
  listingTypeSchema,
  possessionStatusSchema,
  postedBySchema,
  propertyTypeSchema,
} from './vocabulary';

export const MAX_SEARCH_LIMIT = 50;
/** Search counts stop here: a total of 1,000 means "1,000 or more" (show it as 1,000+). */
export const SEARCH_TOTAL_CAP = 1000;
/** Relevance ranks the newest this-many matches of the text (any other sort browses them all). */
export const RELEVANCE_CANDIDATES = 1000;

/** Free text: letters (any script), digits, spaces and - , . ' & / ( ) only; anything else is refused. */
const TEXT_PATTERN = /^[\p{L}\p{M}\p{N} ,.'&/()-]*$/u;
const textFilter = (name: string, max: number) =>
  text(name, { max }).regex(TEXT_PATTERN, {
    message: `${name} may contain only letters, digits, spaces and - , . ' & / ( )`,
  });

/** Accepts `bhk=2&bhk=3` and `bhk=2,3` alike. */
const listOf = <T extends z.ZodType>(item: T, name: string, max: number) =>
  z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
        .map((v) => (typeof v === 'string' ? v.trim() : v))
        .filter((v) => v !== ''),
    z.array(item).max(max, { message: `${name}: at most ${max} values` }),
  );

const enumMessage = (name: string, values: readonly string[]) => ({
  message: `${name} must be one of: ${values.join(', ')}`,
});

/** GET /api/listings/search (all optional; several values as repeated or comma-separated params). */
export const listingSearchQuerySchema = z
  .strictObject({
    q: textFilter('q', 100).optional(),
    /** The header's parameter name; same meaning as q. */
    search: textFilter('search', 100).optional(),
    city: textFilter('city', 80).optional(),
    locality: textFilter('locality', 120).optional(),
    listingType: z.enum(LISTING_TYPES, enumMessage('listingType', LISTING_TYPES)).optional(),
    propertyType: listOf(
      z.enum(PROPERTY_TYPES, enumMessage('propertyType', PROPERTY_TYPES)),
      'propertyType',
      PROPERTY_TYPES.length,
    ).optional(),
    bhk: listOf(
      wholeNumber('bhk', 10).min(1, { message: 'bhk must be 1 to 10' }),
      'bhk',
      10,
    ).optional(),
    budgetMin: wholeNumber('budgetMin', MAX_PRICE_RUPEES).optional(),
    budgetMax: wholeNumber('budgetMax', MAX_PRICE_RUPEES).optional(),
    areaMin: wholeNumber('areaMin', MAX_AREA_SQFT).optional(),
    areaMax: wholeNumber('areaMax', MAX_AREA_SQFT).optional(),
    furnishing: listOf(
      z.enum(FURNISHINGS, enumMessage('furnishing', FURNISHINGS)),
      'furnishing',
      3,
    ).optional(),
    possession: z
      .enum(POSSESSION_STATUSES, enumMessage('possession', POSSESSION_STATUSES))
      .optional(),
    postedBy: listOf(
      z.enum(POSTED_BY, enumMessage('postedBy', POSTED_BY)),
      'postedBy',
      3,
    ).optional(),
    amenities: listOf(
      z.enum(AMENITIES, enumMessage('amenities', AMENITIES)),
      'amenities',
      AMENITIES.length,
    ).optional(),
    sort: z.enum(LISTING_SORTS, enumMessage('sort', LISTING_SORTS)).default('relevance'),
    cursor: z
      .string()
      .max(300, { message: 'cursor is invalid' })
      .regex(/^[A-Za-z0-9_-]+$/, { message: 'cursor is invalid' })
      .optional(),
    limit: wholeNumber('limit', MAX_SEARCH_LIMIT, 1).default(20),
  })
  .refine(
    (q) => q.budgetMin === undefined || q.budgetMax === undefined || q.budgetMin <= q.budgetMax,
    {
      message: 'budgetMin must not be greater than budgetMax',
      path: ['budgetMin'],
    },
  )
  .refine((q) => q.areaMin === undefined || q.areaMax === undefined || q.areaMin <= q.areaMax, {
    message: 'areaMin must not be greater than areaMax',
    path: ['areaMin'],
  });
export type ListingSearchQuery = z.infer<typeof listingSearchQuerySchema>;
/** What a client may put in the URL (before defaults). */
export type ListingSearchParams = z.input<typeof listingSearchQuerySchema>;

/** Responsive WebP image: `url` is the middle width; `srcSet` lists every width. */
export const listingImageSchema = z.object({
  url: z.string(),
  srcSet: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type ListingImage = z.infer<typeof listingImageSchema>;

/** One search result card. `price` is the sale price, or the monthly rent for rentals. */
export const listingCardSchema = z.object({
  _id: idSchema,
  title: z.string(),
  listingType: listingTypeSchema,
  propertyType: propertyTypeSchema,
  price: z.number(),
  deposit: z.number().nullable(),
  pricePerSqft: z.number().nullable(),
  bhk: z.number().int().nullable(),
  bathrooms: z.number().int().nullable(),
  areaSqft: z.number().nullable(),
  furnishing: furnishingSchema.nullable(),
  possessionStatus: possessionStatusSchema.nullable(),
  city: z.string(),
  locality: z.string(),
  projectName: z.string().nullable(),
  postedBy: postedBySchema,
  postedAt: z.string(),
  image: listingImageSchema.nullable(),
  imageCount: z.number().int(),
});
export type ListingCard = z.infer<typeof listingCardSchema>;

export const listingSearchAnswerSchema = successEnvelopeSchema.extend({
  data: z.array(listingCardSchema),
  /** Matching listings, counted up to SEARCH_TOTAL_CAP. */
  total: z.number().int().min(0),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ListingSearchAnswer = z.infer<typeof listingSearchAnswerSchema>;

export const listingParamsSchema = z.strictObject({ id: idSchema });
export type ListingParams = z.infer<typeof listingParamsSchema>;

const areaSchema = z
  .object({ value: z.number(), unit: areaUnitSchema, sqft: z.number() })
  .nullable();

export const listingMediaSchema = z.object({
  _id: idSchema,
  kind: z.enum(['image', 'video']),
  url: z.string(),
  srcSet: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  caption: z.string().nullable(),
});
export type ListingMedia = z.infer<typeof listingMediaSchema>;

/** Public detail: no owner phone, no street address; coordinates rounded to ~100 m. */
export const listingDetailSchema = listingCardSchema.extend({
  description: z.string().nullable(),
  balconies: z.number().int().nullable(),
  areas: z.object({
    carpet: areaSchema,
    builtUp: areaSchema,
    superBuiltUp: areaSchema,
    plot: areaSchema,
  }),
  maintenanceMonthly: z.number().nullable(),
  possessionDate: z.string().nullable(),
  ageYears: z.number().int().nullable(),
  floorNumber: z.number().int().nullable(),
  totalFloors: z.number().int().nullable(),
  facing: facingSchema.nullable(),
  parking: z.object({ covered: z.number().int(), open: z.number().int() }),
  amenities: z.array(amenitySchema),
  state: z.string(),
  pincode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  rera: z.object({ state: z.string(), id: z.string() }).nullable(),
  media: z.array(listingMediaSchema),
  updatedAt: z.string(),
  expiresAt: z.string().nullable(),
  postedByName: z.string(),
  /** The text the Contact-owner checkbox shows; send it back verbatim as `consentText`. */
  contactConsentText: z.string(),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

export const listingDetailAnswerSchema = successEnvelopeSchema.extend({
  listing: listingDetailSchema,
});
export type ListingDetailAnswer = z.infer<typeof listingDetailAnswerSchema>;

/** GET /api/listings/{id}/similar and GET /api/listings/recent */
export const listingCardsAnswerSchema = successEnvelopeSchema.extend({
  data: z.array(listingCardSchema),
});
export type ListingCardsAnswer = z.infer<typeof listingCardsAnswerSchema>;

export const similarListingsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(12, { message: 'limit must be at most 12' }).default(6),
});
export type SimilarListingsQuery = z.infer<typeof similarListingsQuerySchema>;

export const recentListingsQuerySchema = z.strictObject({
  city: textFilter('city', 80).optional(),
  listingType: z.enum(LISTING_TYPES, enumMessage('listingType', LISTING_TYPES)).optional(),
  limit: z.coerce.number().int().min(1).max(24, { message: 'limit must be at most 24' }).default(8),
});
export type RecentListingsQuery = z.infer<typeof recentListingsQuerySchema>;

/** GET /api/suggestions?q&limit: admin-curated suggestions, cities, localities and projects. */
export const SUGGESTION_KINDS = ['suggestion', 'city', 'locality', 'project'] as const;
export const headerSuggestionsQuerySchema = z.strictObject({
  q: textFilter('q', 100).pipe(z.string().min(1, { message: 'q must not be empty' })),
  limit: z.coerce.number().int().min(1).max(20, { message: 'limit must be at most 20' }).default(8),
});
export type HeaderSuggestionsQuery = z.infer<typeof headerSuggestionsQuerySchema>;

/** Same `_id` + `searchText` as admin/suggestion rows, plus what the text is. */
export const headerSuggestionSchema = z.object({
  _id: z.string(),
  searchText: z.string(),
  kind: z.enum(SUGGESTION_KINDS),
  city: z.string().nullable(),
});
export type HeaderSuggestion = z.infer<typeof headerSuggestionSchema>;

export const headerSuggestionsAnswerSchema = successEnvelopeSchema.extend({
  data: z.array(headerSuggestionSchema),
});
export type HeaderSuggestionsAnswer = z.infer<typeof headerSuggestionsAnswerSchema>;

/**
 * POST /api/users/leads (login required): contact the owner. `consentText` is the listing's
 * `contactConsentText` (it names who receives the seeker's name, phone and e-mail).
 */
export const contactOwnerBodySchema = z.strictObject({
  propertyId: idSchema,
  message: text('message', { max: 1000, multiline: true }).optional(),
  name: text('name', { min: 2, max: 80 }).optional(),
  email: z.email({ message: 'email must be a valid e-mail address' }).max(254).optional(),
  consent: z.literal(true, {
    message: 'consent is required: agree to share your contact details with the advertiser',
  }),
  consentText: text('consentText', { min: 10, max: 500, trim: false }),
  /** Where the seeker sent it (the listing page's form says `property-page`); `api` when left out. */
  source: leadSourceSchema.optional(),
});
export type ContactOwnerBody = z.infer<typeof contactOwnerBodySchema>;

/** `created` is false when this seeker already contacted this property today (no second lead). */
export const contactOwnerAnswerSchema = successEnvelopeSchema.extend({
  leadId: idSchema,
  created: z.boolean(),
});
export type ContactOwnerAnswer = z.infer<typeof contactOwnerAnswerSchema>;
