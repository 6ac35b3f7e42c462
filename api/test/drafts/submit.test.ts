import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { listingDrafts, properties, propertyMedia } from '../../src/db/schema/index';
import { loginUser } from '../helpers/auth';
import { insertProperty } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
import {
  api,
  basicDetails,
  completeDraft,
  locationDetails,
  pricingDetails,
  profileOf,
  uploadedMedia,
} from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let phone = 9844400000;
const newUser = () => loginUser(ctx, String(++phone));

describe(`submitting a draft (${engineUnderTest})`, () => {
  it('names the first step that is not complete', async () => {
    const user = await newUser();
    const calls = api(ctx, user);
    const draftId = (await calls.open()).json().draft._id;
    const empty = await calls.submit(draftId);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      isSuccess: false,
      code: 'DRAFT_INCOMPLETE',
      section: 'basicDetails',
      message: 'The Basic details step is not complete: fill it in and save it',
    });
    await calls.put(draftId, 'basicDetails', basicDetails);
    await calls.put(draftId, 'locationDetails', locationDetails);
    await calls.put(draftId, 'profileDetails', profileOf(user));
    const noMedia = (await calls.submit(draftId)).json();
    expect(noMedia).toMatchObject({ code: 'DRAFT_INCOMPLETE', section: 'mediaUpload' });
    await calls.put(draftId, 'mediaUpload', { items: [], coverMediaId: null });
    expect((await calls.submit(draftId)).json()).toMatchObject({ section: 'pricingDetails' });
  });

  it('waits for files still being processed', async () => {
    const user = await newUser();
    const { draftId } = await completeDraft(ctx, user);
    const pending = await uploadedMedia(ctx, user, { draftId, status: 'processing' });
    await api(ctx, user).put(draftId, 'mediaUpload', {
      items: [{ mediaId: pending.id, kind: 'image', caption: null }],
      coverMediaId: pending.id,
    });
    const res = await api(ctx, user).submit(draftId);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      isSuccess: false,
      code: 'DRAFT_INCOMPLETE',
      section: 'mediaUpload',
      message:
        'The Media step needs a change. Invalid request: mediaUpload.items.0.mediaId: this file is still being processed: wait a moment and submit again',
    });
  });

  it('creates the listing pending review with every column, its media, and removes the draft', async () => {
    const user = await newUser();
    const { draftId, photos } = await completeDraft(ctx, user);
    const unused = await uploadedMedia(ctx, user, { draftId });
    const res = await api(ctx, user).submit(draftId);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      isSuccess: true,
      message: 'Your listing was sent for review; it goes live once approved',
      property: { status: 'pending-review' },
      flags: [],
    });
    const [row] = await ctx.database.db
      .select()
      .from(properties)
      .where(eq(properties.id, answer.property._id));
    expect(row).toMatchObject({
      ownerId: user.id,
      status: 'pending-review',
      title: basicDetails.title,
      description: basicDetails.description,
      listingType: 'sale',
      propertyType: 'apartment',
      postedBy: 'owner',
      bhk: 2,
      bathrooms: 2,
      balconies: 1,
      // the super built-up area (130 sq.yd) in sq.ft
      areaSqft: 1170,
      carpetArea: 850,
      carpetAreaUnit: 'sqft',
      superBuiltUpArea: 130,
      superBuiltUpAreaUnit: 'sqyd',
      builtUpArea: null,
      furnishing: 'semi-furnished',
      possessionStatus: 'ready-to-move',
      ageYears: 4,
      floorNumber: 7,
      totalFloors: 14,
      facing: 'north-east',
      coveredParking: 1,
      openParking: 0,
      amenities: ['lift', 'gym'],
      state: 'Maharashtra',
      city: 'Pune',
      locality: 'Baner',
      projectName: 'Orchid Heights',
      pincode: '411045',
      address: locationDetails.address,
      latitude: 18.559,
      longitude: 73.786,
      contactName: 'Ravi Kumar',
      contactEmail: null,
      reraId: null,
      price: pricingDetails.price,
      maintenanceMonthly: 3500,
      deposit: null,
      negotiable: true,
      pricePerSqft: Math.round(pricingDetails.price / 1170),
      publishedAt: null,
    });
    const media = await ctx.database.db
      .select()
      .from(propertyMedia)
      .where(eq(propertyMedia.ownerId, user.id));
    expect(
      media
        .map((m) => ({
          id: m.id,
          propertyId: m.propertyId,
          order: m.sortOrder,
          cover: m.isCover,
          caption: m.caption,
        }))
        .sort((x, y) => x.order - y.order),
    ).toEqual([
      { id: photos[0]?.id, propertyId: row?.id, order: 0, cover: false, caption: 'Hall' },
      { id: photos[1]?.id, propertyId: row?.id, order: 1, cover: true, caption: null },
    ]);
    expect(media.some((m) => m.id === unused.id)).toBe(false);
    expect(
      await ctx.database.db.select().from(listingDrafts).where(eq(listingDrafts.id, draftId)),
    ).toEqual([]);
    // Pending listings are never public.
    expect((await ctx.app.inject({ url: `/api/listings/${row?.id}` })).statusCode).toBe(404);
  });

  it('refuses a user whose plan is used up, with the reason (403)', async () => {
    const user = await newUser();
    // The first check starts the free plan (one listing); an older listing uses it.
    await api(ctx, user).call('GET', `/api/can-post-property/${user.id}`);
    await insertProperty(ctx.database, user.id);
    const { draftId } = await completeDraft(ctx, user);
    const res = await api(ctx, user).submit(draftId);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      isSuccess: false,
      code: 'FORBIDDEN',
      reason: 'QUOTA_EXHAUSTED',
      message: 'You have used all 1 listings of your plan',
    });
    expect((await api(ctx, user).get(draftId)).statusCode).toBe(200);
  });

  it('lets a brand-new user post the first listing free', async () => {
    const user = await newUser();
    const { draftId } = await completeDraft(ctx, user);
    expect((await api(ctx, user).submit(draftId)).statusCode).toBe(200);
    const check = await api(ctx, user).call('GET', `/api/can-post-property/${user.id}`);
    expect(check.json()).toMatchObject({
      canPost: false,
      reason: 'QUOTA_EXHAUSTED',
      propertyCount: 1,
    });
  });

  it("checks a builder's RERA id against the state chosen after the profile step", async () => {
    const user = await newUser();
    const builder = {
      ...profileOf(user),
      postedBy: 'builder' as const,
      companyName: 'Orchid Developers',
      reraId: 'P52100012345',
    };
    const newProject = {
      ...basicDetails,
      possessionStatus: 'under-construction' as const,
      possessionDate: '2028-03-31',
      ageYears: null,
    };
    const { draftId } = await completeDraft(ctx, user, {
      basicDetails: newProject,
      profileDetails: builder,
    });
    await api(ctx, user).put(draftId, 'locationDetails', {
      ...locationDetails,
      state: 'Karnataka',
      city: 'Bengaluru',
      pincode: '560038',
    });
    const res = await api(ctx, user).submit(draftId);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'DRAFT_INCOMPLETE',
      section: 'profileDetails',
      message:
        'The Profile step needs a change. Invalid request: profileDetails.reraId: reraId does not look like a Karnataka RERA registration id (for example PRM/KA/RERA/1251/446/PR/171014/000287)',
    });
    await api(ctx, user).put(draftId, 'profileDetails', {
      ...builder,
      reraId: 'PRM/KA/RERA/1251/446/PR/171014/000287',
    });
    const ok = await api(ctx, user).submit(draftId);
    expect(ok.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select({
        reraId: properties.reraId,
        reraState: properties.reraState,
        companyName: properties.companyName,
      })
      .from(properties)
      .where(eq(properties.id, ok.json().property._id));
    expect(row).toEqual({
      reraId: 'PRM/KA/RERA/1251/446/PR/171014/000287',
      reraState: 'Karnataka',
      companyName: 'Orchid Developers',
    });
  });
});
