import { describe, expect, it } from '@rstest/core';
import type { z } from 'zod';
import {
  basicDetails,
  locationDetails,
  mediaUpload,
  pricingDetails,
  profileDetails,
} from '../drafts/test/sections';
import {
  basicDetailsSchema,
  createDraftBodySchema,
  currentDraftAnswerSchema,
  DRAFT_SECTIONS,
  draftAnswerSchema,
  draftErrorAnswerSchema,
  draftSectionParamsSchema,
  draftSectionSchemas,
  locationDetailsSchema,
  MAX_DRAFT_PHOTOS,
  mediaUploadSchema,
  pricingDetailsSchema,
  profileDetailsSchema,
  submitDraftAnswerSchema,
} from './drafts';

/** The messages of a refused value, as `path: message`. */
function problems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const photo = (n: number) => ({
  mediaId: `0b8f5a8e-4d1c-4f57-9a57-${String(n).padStart(12, '0')}`,
  kind: 'image' as const,
  caption: null,
});

describe('add-property draft sections', () => {
  it('accept a complete example of each step', () => {
    const examples = {
      basicDetails,
      locationDetails,
      profileDetails,
      mediaUpload,
      pricingDetails,
    };
    for (const [name, schema] of Object.entries(draftSectionSchemas))
      expect([name, problems(schema, examples[name as keyof typeof examples])]).toEqual([name, []]);
  });

  describe('basic details', () => {
    it('take a plot with its plot area and no bedrooms', () => {
      const plot = {
        ...basicDetails,
        propertyType: 'plot',
        bhk: null,
        bathrooms: null,
        balconies: null,
        areas: {
          carpet: null,
          builtUp: null,
          superBuiltUp: null,
          plot: { value: 2, unit: 'acre' },
        },
        furnishing: null,
        floorNumber: null,
        totalFloors: null,
      };
      expect(problems(basicDetailsSchema, plot)).toEqual([]);
    });

    it.each([
      [{ propertyType: 'castle' }, 'propertyType: propertyType must be one of:'],
      [{ listingType: 'pg' }, 'listingType: listingType must be one of: sale, rent'],
      [{ title: 'Flat' }, 'title: title must be at least 5 characters'],
      [{ bhk: 21 }, 'bhk: bhk must be at most 20'],
      [{ bhk: 2.5 }, 'bhk: bhk must be a whole number'],
      [{ amenities: ['lift', 'lift'] }, 'amenities: amenities repeat'],
      [{ amenities: ['helipad'] }, 'amenities.0: amenities must be one of:'],
      [{ floorNumber: 15, totalFloors: 14 }, 'floorNumber: floorNumber must not be above'],
      [{ facing: 'up' }, 'facing: facing must be one of:'],
      [{ description: 'nul \u0000 here' }, 'description: description must not contain control'],
      [
        { areas: { carpet: null, builtUp: null, superBuiltUp: null, plot: null } },
        'areas: enter at least one area',
      ],
      [
        { areas: { ...basicDetails.areas, carpet: { value: 850, unit: 'bigha' } } },
        'areas.carpet.unit: unit must be one of:',
      ],
      [
        { areas: { ...basicDetails.areas, carpet: { value: 0, unit: 'sqft' } } },
        'areas.carpet.value: area must be more than 0',
      ],
      [{ propertyType: 'plot' }, 'areas: a plot needs its plot area'],
      [{ possessionStatus: 'under-construction' }, 'ageYears: a building under construction'],
      [{ possessionDate: '2027-03-01' }, 'possessionDate: a ready building has no possession'],
      [{ possessionDate: '1 March' }, 'possessionDate: must be a date (YYYY-MM-DD)'],
      [
        { parking: { covered: -1, open: 0 } },
        'parking.covered: parking.covered must be at least 0',
      ],
    ])('refuse %j', (change, message) => {
      const found = problems(basicDetailsSchema, { ...basicDetails, ...change });
      expect(found.some((problem) => problem.startsWith(message))).toBe(true);
    });

    it('refuse a field the wizard does not have', () => {
      expect(problems(basicDetailsSchema, { ...basicDetails, bedrooms: 2 })).toEqual([
        ': Unrecognized key: "bedrooms"',
      ]);
    });
  });

  describe('location details', () => {
    it.each([
      [{ pincode: '41104' }, 'pincode: pincode must be 6 digits'],
      [{ pincode: '011045' }, 'pincode: pincode must be 6 digits'],
      [{ locality: '' }, 'locality: locality must be at least 1 character'],
      [{ latitude: 51.5, longitude: -0.12 }, 'latitude: Too big'],
      [{ longitude: null }, 'latitude: give both latitude and longitude, or neither'],
    ])('refuse %j', (change, message) => {
      const found = problems(locationDetailsSchema, { ...locationDetails, ...change });
      expect(found.some((problem) => problem.startsWith(message))).toBe(true);
    });

    it('take a place without a pin', () => {
      const unpinned = { ...locationDetails, latitude: null, longitude: null };
      expect(problems(locationDetailsSchema, unpinned)).toEqual([]);
    });
  });

  describe('profile details', () => {
    it('ask a builder for the company; the RERA id alone is optional (the basic step decides)', () => {
      expect(problems(profileDetailsSchema, { ...profileDetails, postedBy: 'builder' })).toEqual([
        'companyName: a builder names the company',
      ]);
      const builder = { ...profileDetails, postedBy: 'builder', companyName: 'Kolte Patil' };
      expect(problems(profileDetailsSchema, builder)).toEqual([]);
      expect(problems(profileDetailsSchema, { ...builder, reraId: 'P52100012345' })).toEqual([]);
    });

    it.each([
      [{ phone: '12345' }, 'phone: must be a 10-digit Indian mobile number'],
      [{ reraId: 'P5#1' }, 'reraId: reraId must be 6 to 60'],
      [{ postedBy: 'agent' }, 'companyName: an agent names the company'],
      [{ email: 'ravi@' }, 'email: must be a valid e-mail address'],
    ])('refuse %j', (change, message) => {
      const found = problems(profileDetailsSchema, { ...profileDetails, ...change });
      expect(found.some((problem) => problem.startsWith(message))).toBe(true);
    });
  });

  describe('media', () => {
    it('take no files yet', () => {
      expect(problems(mediaUploadSchema, { items: [], coverMediaId: null })).toEqual([]);
    });

    it(`refuse more than ${MAX_DRAFT_PHOTOS} photos, a file twice and a cover not among them`, () => {
      const many = Array.from({ length: MAX_DRAFT_PHOTOS + 1 }, (_, n) => photo(n));
      expect(problems(mediaUploadSchema, { items: many, coverMediaId: null })).toEqual([
        `items: at most ${MAX_DRAFT_PHOTOS} photos`,
      ]);
      expect(
        problems(mediaUploadSchema, {
          items: [photo(1), photo(1)],
          coverMediaId: photo(2).mediaId,
        }),
      ).toEqual([
        'items: a file is listed twice',
        'coverMediaId: the cover must be one of the photos',
      ]);
    });
  });

  describe('pricing', () => {
    it.each([
      [{ price: 0 }, 'price: price must be at least 1'],
      [{ price: 10_000_000_001 }, 'price: price must be at most 10000000000'],
      [{ deposit: -5 }, 'deposit: deposit must be at least 0'],
      [{ negotiable: 'yes' }, 'negotiable:'],
    ])('refuse %j', (change, message) => {
      const found = problems(pricingDetailsSchema, { ...pricingDetails, ...change });
      expect(found.some((problem) => problem.startsWith(message))).toBe(true);
    });
  });
});

describe('draft api contracts', () => {
  const draft = {
    _id: '0b8f5a8e-4d1c-4f57-9a57-000000000001',
    propertyId: null,
    sections: {
      basicDetails,
      locationDetails,
      profileDetails,
      mediaUpload,
      pricingDetails: null,
    },
    submittedAt: null,
    updatedAt: '2026-11-23T10:00:00.000Z',
  };

  it('carry a draft with some steps saved', () => {
    expect(problems(draftAnswerSchema, { isSuccess: true, message: 'ok', draft })).toEqual([]);
    expect(
      problems(currentDraftAnswerSchema, { isSuccess: true, message: 'ok', draft: null }),
    ).toEqual([]);
  });

  it('name the steps in wizard order and refuse an unknown one', () => {
    expect(DRAFT_SECTIONS).toEqual(Object.keys(draftSectionSchemas));
    expect(problems(draftSectionParamsSchema, { draftId: draft._id, section: 'extras' })).toEqual([
      'section: section must be one of basicDetails, locationDetails, profileDetails, mediaUpload, pricingDetails',
    ]);
  });

  it('open a new draft with no body, or an edit with a listing id', () => {
    expect(problems(createDraftBodySchema, undefined)).toEqual([]);
    expect(problems(createDraftBodySchema, { propertyId: draft._id })).toEqual([]);
    expect(problems(createDraftBodySchema, { propertyId: 'x' })).toEqual([
      'propertyId: must be a valid id',
    ]);
  });

  it('answer a submit with the listing and its flags, and a refusal with the step', () => {
    expect(
      problems(submitDraftAnswerSchema, {
        isSuccess: true,
        message: 'sent',
        property: { _id: draft._id, status: 'pending-review' },
        flags: [{ kind: 'duplicate', detail: 'same address', relatedPropertyId: draft._id }],
      }),
    ).toEqual([]);
    expect(
      draftErrorAnswerSchema.parse({
        isSuccess: false,
        message: 'The Media step is not complete',
        code: 'DRAFT_INCOMPLETE',
        section: 'mediaUpload',
      }).section,
    ).toBe('mediaUpload');
  });
});
