import { describe, expect, it } from '@rstest/core';
import type {
  BasicDetails,
  LocationDetails,
  MediaUpload,
  ProfileDetails,
} from 'shared/contracts/drafts';
import { listingQuality, type QualitySections, visibleLength } from './score';

const basic = (overrides: Partial<BasicDetails> = {}): BasicDetails => ({
  listingType: 'sale',
  propertyType: 'apartment',
  title: '2 BHK apartment in Baner',
  bhk: 2,
  bathrooms: 2,
  balconies: 1,
  areas: { carpet: { value: 900, unit: 'sqft' }, builtUp: null, superBuiltUp: null, plot: null },
  furnishing: 'semi-furnished',
  possessionStatus: 'ready-to-move',
  possessionDate: null,
  ageYears: 3,
  floorNumber: 4,
  totalFloors: 12,
  facing: 'east',
  parking: { covered: 1, open: 0 },
  amenities: ['lift', 'gym', 'power-backup'],
  description: 'x'.repeat(150),
  ...overrides,
});

const place = (pinned = true): LocationDetails => ({
  state: 'Maharashtra',
  city: 'Pune',
  locality: 'Baner',
  projectName: null,
  pincode: '411045',
  address: null,
  latitude: pinned ? 18.559 : null,
  longitude: pinned ? 73.786 : null,
});

const profile = (overrides: Partial<ProfileDetails> = {}): ProfileDetails => ({
  postedBy: 'owner',
  contactName: 'Asha Verma',
  phone: '9876543210',
  email: null,
  companyName: null,
  reraId: null,
  ...overrides,
});

const photos = (count: number, videos = 0): MediaUpload => ({
  items: [
    ...Array.from({ length: count }, (_, i) => ({
      mediaId: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      kind: 'image' as const,
      caption: null,
    })),
    ...Array.from({ length: videos }, (_, i) => ({
      mediaId: `00000000-0000-4000-9000-${String(i + 1).padStart(12, '0')}`,
      kind: 'video' as const,
      caption: null,
    })),
  ],
  coverMediaId: null,
});

const sections = (overrides: Partial<QualitySections> = {}): QualitySections => ({
  basicDetails: basic(),
  locationDetails: place(),
  profileDetails: profile(),
  mediaUpload: photos(5),
  pricingDetails: { price: 9_000_000, deposit: null, maintenanceMonthly: null, negotiable: false },
  ...overrides,
});

const checks = (quality: ReturnType<typeof listingQuality>) =>
  Object.fromEntries(quality.items.map((entry) => [entry.check, entry.done]));

describe('listing quality', () => {
  it('scores 100 when every target is met, and leaves RERA out for an owner', () => {
    const quality = listingQuality(sections());
    expect(quality.score).toBe(100);
    expect(checks(quality)).toEqual({
      photos: true,
      description: true,
      amenities: true,
      pin: true,
    });
  });

  it('scores 0 for an empty draft and lists every check with its step', () => {
    const quality = listingQuality({
      basicDetails: null,
      locationDetails: null,
      profileDetails: null,
      mediaUpload: null,
      pricingDetails: null,
    });
    expect(quality.score).toBe(0);
    expect(quality.items.map(({ check, step }) => [check, step])).toEqual([
      ['photos', 3],
      ['description', 0],
      ['amenities', 0],
      ['pin', 1],
    ]);
  });

  it('counts photos only (videos do not make a gallery), with part of the points for a few', () => {
    const quality = listingQuality(sections({ mediaUpload: photos(2, 2) }));
    const photoItem = quality.items.find((entry) => entry.check === 'photos');
    expect(photoItem).toMatchObject({ done: false, have: 2, need: 5 });
    // An owner's checks are worth 85 points; 2 of 5 photos earn 12 of their 30: 67 / 85.
    expect(quality.score).toBe(79);
  });

  it('counts the characters a reader sees in the description (no tags, no runs of spaces)', () => {
    expect(visibleLength('<p>Sunny   <strong>corner</strong></p>\n\n flat')).toBe(17);
    const short = listingQuality(sections({ basicDetails: basic({ description: 'Nice flat' }) }));
    expect(checks(short).description).toBe(false);
    const none = listingQuality(sections({ basicDetails: basic({ description: null }) }));
    expect(none.items.find((entry) => entry.check === 'description')?.have).toBe(0);
    expect(none.score).toBe(71);
  });

  it('wants three amenities and the pin on the map', () => {
    const quality = listingQuality(
      sections({ basicDetails: basic({ amenities: ['lift'] }), locationDetails: place(false) }),
    );
    expect(checks(quality)).toMatchObject({ amenities: false, pin: false });
    // 1 of 3 amenities earns 5 of 15, no pin 0 of 15: 60 / 85.
    expect(quality.score).toBe(71);
  });

  it('asks a builder or an agent for the RERA id', () => {
    const builder = listingQuality(
      sections({ profileDetails: profile({ postedBy: 'builder', companyName: 'Acme' }) }),
    );
    expect(checks(builder).rera).toBe(false);
    expect(builder.items.find((entry) => entry.check === 'rera')?.step).toBe(2);
    expect(builder.score).toBe(85);
    const agent = listingQuality(
      sections({
        profileDetails: profile({ postedBy: 'agent', companyName: 'Acme', reraId: 'A51800012345' }),
      }),
    );
    expect(agent.score).toBe(100);
    expect(checks(agent).rera).toBe(true);
  });
});
