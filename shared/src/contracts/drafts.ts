import { z } from 'zod';
import { MAX_AREA_SQFT } from '../vocabulary/area';
import { MAX_PARKING_SPACES } from '../vocabulary/parking';
import { MAX_AGE_YEARS } from '../vocabulary/possession';
import { MAX_PRICE_RUPEES } from '../vocabulary/price';
import { isLand } from '../vocabulary/propertyType';
import { MAX_BALCONIES, MAX_BATHROOMS, MAX_BHK, MAX_FLOORS, MIN_FLOOR } from '../vocabulary/rooms';
import {
  emailSchema,
  errorAnswerSchema,
  idSchema,
  phoneSchema,
  successEnvelopeSchema,
  text,
} from './common';
import {
  amenitySchema,
  areaUnitSchema,
  facingSchema,
  furnishingSchema,
  listingStatusSchema,
  listingTypeSchema,
  possessionStatusSchema,
  postedBySchema,
  propertyTypeSchema,
} from './vocabulary';

/**
 * The add-property wizard's five sections (issue 11, "Steps"): what the shared draft model
 * keeps for each step, and what the api's draft endpoints accept. The model in shared/drafts
 * takes only the types, so zod stays off the first paint.
 */

const count = (name: string, max: number, min = 0) =>
  z
    .number({ message: `${name} must be a number` })
    .int({ message: `${name} must be a whole number` })
    .min(min, { message: `${name} must be at least ${min}` })
    .max(max, { message: `${name} must be at most ${max}` });

const rupees = (name: string, min = 0) => count(name, MAX_PRICE_RUPEES, min);

/** An area as the owner enters it: 1200 sq.ft, 2.5 acre. */
export const enteredAreaSchema = z.strictObject({
  value: z
    .number({ message: 'area must be a number' })
    .positive({ message: 'area must be more than 0' })
    .max(MAX_AREA_SQFT, { message: `area must be at most ${MAX_AREA_SQFT}` }),
  unit: areaUnitSchema,
});
export type EnteredArea = z.infer<typeof enteredAreaSchema>;

/** 'YYYY-MM-DD' */
const dateSchema = z.iso.date({ message: 'must be a date (YYYY-MM-DD)' });

export const basicDetailsSchema = z
  .strictObject({
    listingType: listingTypeSchema,
    propertyType: propertyTypeSchema,
    title: text('title', { min: 5, max: 150 }),
    bhk: count('bhk', MAX_BHK).nullable(),
    bathrooms: count('bathrooms', MAX_BATHROOMS).nullable(),
    balconies: count('balconies', MAX_BALCONIES).nullable(),
    areas: z.strictObject({
      carpet: enteredAreaSchema.nullable(),
      builtUp: enteredAreaSchema.nullable(),
      superBuiltUp: enteredAreaSchema.nullable(),
      plot: enteredAreaSchema.nullable(),
    }),
    furnishing: furnishingSchema.nullable(),
    possessionStatus: possessionStatusSchema.nullable(),
    /** Under construction: when the owner expects possession. */
    possessionDate: dateSchema.nullable(),
    /** Ready to move: age of the building in whole years. */
    ageYears: count('ageYears', MAX_AGE_YEARS).nullable(),
    floorNumber: count('floorNumber', MAX_FLOORS, MIN_FLOOR).nullable(),
    totalFloors: count('totalFloors', MAX_FLOORS, 1).nullable(),
    facing: facingSchema.nullable(),
    parking: z.strictObject({
      covered: count('parking.covered', MAX_PARKING_SPACES),
      open: count('parking.open', MAX_PARKING_SPACES),
    }),
    amenities: z
      .array(amenitySchema)
      .refine((list) => new Set(list).size === list.length, { message: 'amenities repeat' }),
    description: text('description', { max: 5000, multiline: true }).nullable(),
  })
  .superRefine((basic, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    const { areas } = basic;
    if (!areas.carpet && !areas.builtUp && !areas.superBuiltUp && !areas.plot)
      problem('areas', 'enter at least one area');
    if (isLand(basic.propertyType)) {
      if (!areas.plot) problem('areas', 'a plot needs its plot area');
      if (basic.bhk !== null) problem('bhk', 'land has no bedrooms');
    }
    if (
      basic.floorNumber !== null &&
      basic.totalFloors !== null &&
      basic.floorNumber > basic.totalFloors
    )
      problem('floorNumber', 'floorNumber must not be above totalFloors');
    if (basic.possessionStatus === 'under-construction' && basic.ageYears !== null)
      problem('ageYears', 'a building under construction has no age');
    if (basic.possessionStatus === 'ready-to-move' && basic.possessionDate !== null)
      problem('possessionDate', 'a ready building has no possession date');
  });
export type BasicDetails = z.infer<typeof basicDetailsSchema>;

/** India's mainland and islands, roughly: a pin outside is a slip of the finger. */
export const INDIA_BOUNDS = { south: 6, north: 37.5, west: 68, east: 97.5 } as const;

export const locationDetailsSchema = z
  .strictObject({
    state: text('state', { min: 1, max: 80 }),
    city: text('city', { min: 1, max: 80 }),
    locality: text('locality', { min: 1, max: 120 }),
    projectName: text('projectName', { max: 120 }).nullable(),
    pincode: z.string().regex(/^[1-9]\d{5}$/, { message: 'pincode must be 6 digits' }),
    address: text('address', { max: 300, multiline: true }).nullable(),
    latitude: z.number().min(INDIA_BOUNDS.south).max(INDIA_BOUNDS.north).nullable(),
    longitude: z.number().min(INDIA_BOUNDS.west).max(INDIA_BOUNDS.east).nullable(),
  })
  .refine((place) => (place.latitude === null) === (place.longitude === null), {
    message: 'give both latitude and longitude, or neither',
    path: ['latitude'],
  });
export type LocationDetails = z.infer<typeof locationDetailsSchema>;

/** RERA registration ids differ by state ('P51800012345', 'PRM/KA/RERA/1251/446/PR/171014/000287'). */
const reraIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9/-]{5,59}$/, {
    message: 'reraId must be 6 to 60 letters, digits, / or -',
  });

/**
 * Who posts and how to reach them. The RERA id is optional here: only a builder's new project
 * needs it, which the basic step decides (`reraRequired` in shared/vocabulary, checked by the
 * api on save and submit and by the step form).
 */
export const profileDetailsSchema = z
  .strictObject({
    postedBy: postedBySchema,
    contactName: text('contactName', { min: 2, max: 80 }),
    /** The mobile verified at login. */
    phone: phoneSchema,
    email: emailSchema.nullable(),
    companyName: text('companyName', { max: 120 }).nullable(),
    reraId: reraIdSchema.nullable(),
  })
  .superRefine((profile, context) => {
    if (profile.postedBy === 'owner') return;
    if (!profile.companyName)
      context.addIssue({
        code: 'custom',
        path: ['companyName'],
        message: `${profile.postedBy === 'agent' ? 'an agent' : 'a builder'} names the company`,
      });
  });
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;

export const MAX_DRAFT_PHOTOS = 30;
export const MAX_DRAFT_VIDEOS = 2;

export const draftMediaSchema = z.strictObject({
  mediaId: idSchema,
  kind: z.enum(['image', 'video']),
  caption: text('caption', { max: 200 }).nullable(),
});
export type DraftMedia = z.infer<typeof draftMediaSchema>;

/** The uploaded files in the owner's order; the cover is one of the photos. */
export const mediaUploadSchema = z
  .strictObject({
    items: z.array(draftMediaSchema),
    coverMediaId: idSchema.nullable(),
  })
  .superRefine((media, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    const photos = media.items.filter((item) => item.kind === 'image');
    if (photos.length > MAX_DRAFT_PHOTOS) problem('items', `at most ${MAX_DRAFT_PHOTOS} photos`);
    if (media.items.length - photos.length > MAX_DRAFT_VIDEOS)
      problem('items', `at most ${MAX_DRAFT_VIDEOS} videos`);
    const ids = media.items.map((item) => item.mediaId);
    if (new Set(ids).size !== ids.length) problem('items', 'a file is listed twice');
    if (media.coverMediaId !== null && !photos.some((p) => p.mediaId === media.coverMediaId))
      problem('coverMediaId', 'the cover must be one of the photos');
  });
export type MediaUpload = z.infer<typeof mediaUploadSchema>;

/** `price` is the sale price, or the monthly rent of a rental (deposit and maintenance too). */
export const pricingDetailsSchema = z.strictObject({
  price: rupees('price', 1),
  deposit: rupees('deposit').nullable(),
  maintenanceMonthly: rupees('maintenanceMonthly').nullable(),
  negotiable: z.boolean(),
});
export type PricingDetails = z.infer<typeof pricingDetailsSchema>;

export const draftSectionSchemas = {
  basicDetails: basicDetailsSchema,
  locationDetails: locationDetailsSchema,
  profileDetails: profileDetailsSchema,
  mediaUpload: mediaUploadSchema,
  pricingDetails: pricingDetailsSchema,
} as const;

/** The wizard's sections in step order (a submit names the first one missing). */
export const DRAFT_SECTIONS = [
  'basicDetails',
  'locationDetails',
  'profileDetails',
  'mediaUpload',
  'pricingDetails',
] as const;
export type DraftSectionName = (typeof DRAFT_SECTIONS)[number];
export type DraftSections = {
  basicDetails: BasicDetails | null;
  locationDetails: LocationDetails | null;
  profileDetails: ProfileDetails | null;
  mediaUpload: MediaUpload | null;
  pricingDetails: PricingDetails | null;
};

export const draftSectionNameSchema = z.enum(DRAFT_SECTIONS, {
  message: `section must be one of ${DRAFT_SECTIONS.join(', ')}`,
});

/** A draft on the server: a new listing (propertyId null) or an edit of the owner's listing. */
export const draftSchema = z.object({
  _id: idSchema,
  propertyId: idSchema.nullable(),
  sections: z.object({
    basicDetails: basicDetailsSchema.nullable(),
    locationDetails: locationDetailsSchema.nullable(),
    profileDetails: profileDetailsSchema.nullable(),
    mediaUpload: mediaUploadSchema.nullable(),
    pricingDetails: pricingDetailsSchema.nullable(),
  }),
  /** An edit of a live listing sent for review (the live version stays visible meanwhile). */
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;

/**
 * POST /api/drafts: without propertyId the open new-listing draft, with it an edit of that
 * listing. Nullish: a POST without a body reaches the schema as null.
 */
export const createDraftBodySchema = z.strictObject({ propertyId: idSchema.optional() }).nullish();
export type CreateDraftBody = z.infer<typeof createDraftBodySchema>;

export const draftParamsSchema = z.strictObject({ draftId: idSchema });
export type DraftParams = z.infer<typeof draftParamsSchema>;

export const draftSectionParamsSchema = z.strictObject({
  draftId: idSchema,
  section: draftSectionNameSchema,
});
export type DraftSectionParams = z.infer<typeof draftSectionParamsSchema>;

/** PUT /api/drafts/{draftId}/sections/{section}: the body is that section's data (draftSectionSchemas). */
export const draftSectionBodySchema = z
  .record(z.string(), z.unknown(), { message: "the body must be the section's fields" })
  .describe(
    'The data of the section named in the path, as draftSectionSchemas[section] describes it',
  );

export const draftAnswerSchema = successEnvelopeSchema.extend({ draft: draftSchema });
export type DraftAnswer = z.infer<typeof draftAnswerSchema>;

/** GET /api/drafts/current: the open new-listing draft, or null. */
export const currentDraftAnswerSchema = successEnvelopeSchema.extend({
  draft: draftSchema.nullable(),
});
export type CurrentDraftAnswer = z.infer<typeof currentDraftAnswerSchema>;

export const LISTING_FLAG_KINDS = ['excluding-text', 'contact-details', 'duplicate'] as const;
export type ListingFlagKind = (typeof LISTING_FLAG_KINDS)[number];

/** A reason the admin queue looks twice at a submitted listing. */
export const listingFlagSchema = z.object({
  kind: z.enum(LISTING_FLAG_KINDS),
  detail: z.string(),
  relatedPropertyId: idSchema.nullable(),
});
export type ListingFlag = z.infer<typeof listingFlagSchema>;

/** POST /api/drafts/{draftId}/submit */
export const submitDraftAnswerSchema = successEnvelopeSchema.extend({
  property: z.object({ _id: idSchema, status: listingStatusSchema }),
  flags: z.array(listingFlagSchema),
});
export type SubmitDraftAnswer = z.infer<typeof submitDraftAnswerSchema>;

/** A refused submit: `section` names the step to go back to (400, code DRAFT_INCOMPLETE). */
export const draftErrorAnswerSchema = errorAnswerSchema.extend({
  section: draftSectionNameSchema.optional(),
  /** A refused submit of a new listing (403): the can-post reason, as GET can-post-property answers it. */
  reason: z.string().optional(),
});
export type DraftErrorAnswer = z.infer<typeof draftErrorAnswerSchema>;
