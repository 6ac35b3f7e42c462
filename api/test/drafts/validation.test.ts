import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
import {
  api,
  basicDetails,
  locationDetails,
  pricingDetails,
  profileOf,
  uploadedMedia,
} from './helpers';

let ctx: TestContext;
let user: LoggedInUser;
let draftId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await loginUser(ctx, '9822200001');
  draftId = (await api(ctx, user).open()).json().draft._id;
});
afterAll(() => ctx.close());

/** Saves a step and answers the 400's message (or the status when it was not a 400). */
async function refusal(section: string, body: unknown): Promise<string> {
  const res = await api(ctx, user).put(draftId, section, body);
  if (res.statusCode !== 400) return `status ${res.statusCode}: ${res.body}`;
  expect(res.json()).toMatchObject({ isSuccess: false, code: 'VALIDATION' });
  return res.json().message;
}

describe(`draft step validation (${engineUnderTest}): a 400 names the field`, () => {
  it('an unknown step in the path', async () => {
    expect(await refusal('extras', basicDetails)).toMatch(
      /^Invalid request: params\.section: section must be one of basicDetails, locationDetails/,
    );
  });

  it('a draft id that is not an id', async () => {
    const res = await api(ctx, user).get('not-an-id');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid request: params.draftId: must be a valid id');
  });

  it('a body that is not an object', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/drafts/${draftId}/sections/basicDetails`,
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid request: body/);
  });

  it('basic details: each rule of the shared schema', async () => {
    const cases: [object, string][] = [
      [{ title: 'Flat' }, 'body.title: title must be at least 5 characters'],
      [{ bhk: 2.5 }, 'body.bhk: bhk must be a whole number'],
      [{ listingType: 'lease' }, 'body.listingType:'],
      [{ extra: 1 }, 'body: unknown field extra'],
      [
        { areas: { carpet: null, builtUp: null, superBuiltUp: null, plot: null } },
        'body.areas: enter at least one area',
      ],
      [
        { floorNumber: 9, totalFloors: 4 },
        'body.floorNumber: floorNumber must not be above totalFloors',
      ],
      [
        { possessionStatus: 'under-construction' },
        'body.ageYears: a building under construction has no age',
      ],
      [{ amenities: ['gym', 'gym'] }, 'body.amenities: amenities repeat'],
    ];
    for (const [change, expected] of cases)
      expect(await refusal('basicDetails', { ...basicDetails, ...change })).toContain(expected);
  });

  it('location: the pincode must be in the state', async () => {
    expect(await refusal('locationDetails', { ...locationDetails, pincode: '560038' })).toBe(
      'Invalid request: body.pincode: pincode 560038 is not in Maharashtra (its PIN codes start with 40, 41, 42, 43, 44)',
    );
    expect(await refusal('locationDetails', { ...locationDetails, pincode: '41104' })).toBe(
      'Invalid request: body.pincode: pincode must be 6 digits',
    );
  });

  it('location: the state must be a state or union territory of India', async () => {
    expect(await refusal('locationDetails', { ...locationDetails, state: 'Atlantis' })).toBe(
      'Invalid request: body.state: state Atlantis is not a state or union territory of India',
    );
  });

  it('location: a pin needs both coordinates, inside India', async () => {
    expect(await refusal('locationDetails', { ...locationDetails, longitude: null })).toContain(
      'body.latitude: give both latitude and longitude, or neither',
    );
    expect(await refusal('locationDetails', { ...locationDetails, latitude: 51.5 })).toContain(
      'body.latitude:',
    );
  });

  it('profile: the phone is the verified one', async () => {
    expect(await refusal('profileDetails', { ...profileOf(user), phone: '9000000000' })).toBe(
      'Invalid request: body.phone: phone must be the mobile number you logged in with (it is verified)',
    );
  });

  it("profile: a builder's RERA id follows the state's format", async () => {
    await api(ctx, user).put(draftId, 'locationDetails', locationDetails);
    const builder = { ...profileOf(user), postedBy: 'builder', companyName: 'Orchid Developers' };
    expect(
      await refusal('profileDetails', {
        ...builder,
        reraId: 'PRM/KA/RERA/1251/446/PR/171014/000287',
      }),
    ).toBe(
      'Invalid request: body.reraId: reraId does not look like a MahaRERA registration id (for example P52100012345)',
    );
    const ok = await api(ctx, user).put(draftId, 'profileDetails', {
      ...builder,
      reraId: 'P52100012345',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('profile: an agent names the company', async () => {
    expect(await refusal('profileDetails', { ...profileOf(user), postedBy: 'agent' })).toContain(
      'body.companyName: an agent names the company',
    );
  });

  it('media: files must be the owner’s, of the kind said, the cover one of the photos', async () => {
    const photo = await uploadedMedia(ctx, user, { draftId });
    const video = await uploadedMedia(ctx, user, { draftId, kind: 'video' });
    expect(
      await refusal('mediaUpload', {
        items: [{ mediaId: crypto.randomUUID(), kind: 'image', caption: null }],
        coverMediaId: null,
      }),
    ).toBe('Invalid request: body.items.0.mediaId: is not one of your uploaded files');
    expect(
      await refusal('mediaUpload', {
        items: [{ mediaId: video.id, kind: 'image', caption: null }],
        coverMediaId: null,
      }),
    ).toBe('Invalid request: body.items.0.kind: the file is a video');
    expect(
      await refusal('mediaUpload', {
        items: [
          { mediaId: photo.id, kind: 'image', caption: null },
          { mediaId: video.id, kind: 'video', caption: null },
        ],
        coverMediaId: video.id,
      }),
    ).toBe('Invalid request: body.coverMediaId: the cover must be one of the photos');
  });

  it('pricing: a price above 0, whole rupees', async () => {
    expect(await refusal('pricingDetails', { ...pricingDetails, price: 0 })).toBe(
      'Invalid request: body.price: price must be at least 1',
    );
    expect(await refusal('pricingDetails', { ...pricingDetails, deposit: 10.5 })).toBe(
      'Invalid request: body.deposit: deposit must be a whole number',
    );
  });

  it('saves nothing of a refused step', async () => {
    const draft = (await api(ctx, user).get(draftId)).json().draft;
    expect(draft.sections.basicDetails).toBeNull();
    expect(draft.sections.pricingDetails).toBeNull();
  });
});
