import { describe, expect, it } from '@rstest/core';
import { listingDetailSchema } from 'shared/contracts/listings';
import {
  basicDetails,
  locationDetails,
  mediaUpload,
  pricingDetails,
  profileDetails,
} from '../test/sections';
import { type PreviewMedia, toListingDetail } from './toListingDetail';

const DRAFT_ID = '7c1f3a52-9d4e-4b8a-a1c2-3e4f5a6b7c8d';
const [first, second] = mediaUpload.items.map((item) => item.mediaId) as [string, string];
const VIDEO_ID = '0b8f5a8e-4d1c-4f57-9a57-3f7f1b2c9d03';

const ready = (id: string, overrides: Partial<PreviewMedia> = {}): PreviewMedia => ({
  _id: id,
  kind: 'image',
  status: 'ready',
  url: `/api/media-files/${id}/1280.webp`,
  srcSet: `/api/media-files/${id}/640.webp 640w, /api/media-files/${id}/1280.webp 1280w`,
  width: 1280,
  height: 960,
  placeholder: null,
  ...overrides,
});

const sections = {
  basicDetails,
  locationDetails,
  profileDetails,
  pricingDetails,
  mediaUpload,
};
const now = new Date('2026-11-23T10:00:00.000Z');

describe('the draft as the public detail page will show it', () => {
  it('is a valid ListingDetail with every section mapped', () => {
    const detail = toListingDetail({
      id: DRAFT_ID,
      sections,
      media: { [first]: ready(first), [second]: ready(second) },
      now,
    });
    expect(listingDetailSchema.safeParse(detail).success).toBe(true);
    expect(detail).toMatchObject({
      _id: DRAFT_ID,
      title: '2 BHK apartment in Baner',
      listingType: 'sale',
      price: 12_500_000,
      maintenanceMonthly: 3_500,
      bhk: 2,
      city: 'Pune',
      locality: 'Baner',
      projectName: 'Orchid Heights',
      state: 'Maharashtra',
      pincode: '411045',
      amenities: ['lift', 'gym', 'power-backup'],
      postedBy: 'owner',
      postedByName: 'Ravi Kumar (Owner)',
      postedAt: '2026-11-23T10:00:00.000Z',
      rera: null,
    });
  });

  it('searches on the super built-up area and prices per sq.ft as the api does', () => {
    const detail = toListingDetail({ id: DRAFT_ID, sections, media: {}, now });
    expect(detail.areaSqft).toBe(1150);
    expect(detail.pricePerSqft).toBe(Math.round(12_500_000 / 1150));
    expect(detail.areas.carpet).toEqual({ value: 850, unit: 'sqft', sqft: 850 });
    const inYards = toListingDetail({
      id: DRAFT_ID,
      sections: {
        ...sections,
        basicDetails: {
          ...basicDetails,
          areas: {
            carpet: null,
            builtUp: null,
            superBuiltUp: null,
            plot: { value: 200, unit: 'sqyd' },
          },
        },
      },
      media: {},
      now,
    });
    expect(inYards.areaSqft).toBe(1800);
    expect(inYards.areas.plot).toEqual({ value: 200, unit: 'sqyd', sqft: 1800 });
  });

  it('shows the cover first, then the owner order, with captions; files not ready are left out', () => {
    const withVideo = {
      ...mediaUpload,
      items: [
        ...mediaUpload.items,
        { mediaId: VIDEO_ID, kind: 'video' as const, caption: 'Walk-through' },
      ],
      coverMediaId: second,
    };
    const detail = toListingDetail({
      id: DRAFT_ID,
      sections: { ...sections, mediaUpload: withVideo },
      media: {
        [first]: ready(first),
        [second]: ready(second),
        [VIDEO_ID]: ready(VIDEO_ID, { kind: 'video', status: 'processing', url: null }),
      },
      now,
    });
    expect(detail.media.map((item) => item._id)).toEqual([second, first]);
    expect(detail.media[1]?.caption).toBe('Living room');
    expect(detail.image).toMatchObject({
      url: `/api/media-files/${second}/1280.webp`,
      alt: detail.title,
    });
    expect(detail.imageCount).toBe(2);
  });

  it('has no photos and no card image without the media step or its answers', () => {
    const detail = toListingDetail({
      id: DRAFT_ID,
      sections: { ...sections, mediaUpload: null },
      media: {},
      now,
    });
    expect(detail.media).toEqual([]);
    expect(detail.image).toBeNull();
    expect(detail.imageCount).toBe(0);
  });

  it('rounds the pin to about 100 m and names the RERA state and the company of a builder', () => {
    const detail = toListingDetail({
      id: DRAFT_ID,
      sections: {
        ...sections,
        locationDetails: { ...locationDetails, latitude: 18.55912, longitude: 73.78649 },
        profileDetails: {
          ...profileDetails,
          postedBy: 'builder',
          companyName: 'Orchid Builders',
          reraId: 'P52100012345',
        },
      },
      media: {},
      now,
    });
    expect([detail.latitude, detail.longitude]).toEqual([18.559, 73.786]);
    expect(detail.rera).toEqual({ state: 'Maharashtra', id: 'P52100012345' });
    expect(detail.postedByName).toBe('Orchid Builders (Builder)');
  });
});
