import type {
  BasicDetails,
  DraftSections,
  LocationDetails,
  MediaUpload,
  PricingDetails,
  ProfileDetails,
} from 'shared/contracts/drafts';
import { propertyMedia } from '../../src/db/schema/index';
import type { LoggedInUser } from '../helpers/auth';
import type { TestContext } from '../helpers/test-app';

export const basicDetails: BasicDetails = {
  listingType: 'sale',
  propertyType: 'apartment',
  title: '2 BHK apartment in Baner',
  bhk: 2,
  bathrooms: 2,
  balconies: 1,
  areas: {
    carpet: { value: 850, unit: 'sqft' },
    builtUp: null,
    superBuiltUp: { value: 130, unit: 'sqyd' },
    plot: null,
  },
  furnishing: 'semi-furnished',
  possessionStatus: 'ready-to-move',
  possessionDate: null,
  ageYears: 4,
  floorNumber: 7,
  totalFloors: 14,
  facing: 'north-east',
  parking: { covered: 1, open: 0 },
  amenities: ['lift', 'gym'],
  description: 'Corner flat with a view of the hills. Walk to the IT park.',
};

export const locationDetails: LocationDetails = {
  state: 'Maharashtra',
  city: 'Pune',
  locality: 'Baner',
  projectName: 'Orchid Heights',
  pincode: '411045',
  address: 'Flat 704, Orchid Heights, Baner Road',
  latitude: 18.559,
  longitude: 73.786,
};

export const profileOf = (user: LoggedInUser): ProfileDetails => ({
  postedBy: 'owner',
  contactName: 'Ravi Kumar',
  phone: user.phone,
  email: null,
  companyName: null,
  reraId: null,
});

export const pricingDetails: PricingDetails = {
  price: 12_500_000,
  deposit: null,
  maintenanceMonthly: 3_500,
  negotiable: true,
};

/** A file the owner uploaded for a draft (as the media pipeline leaves it). */
export async function uploadedMedia(
  ctx: TestContext,
  owner: LoggedInUser,
  values: Partial<typeof propertyMedia.$inferInsert> = {},
) {
  const [row] = await ctx.database.db
    .insert(propertyMedia)
    .values({
      ownerId: owner.id,
      kind: 'image',
      status: 'ready',
      url: `/api/media-files/media/${crypto.randomUUID()}/1280.webp`,
      ...values,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

export function api(ctx: TestContext, user: LoggedInUser) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: user.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    call,
    open: (propertyId?: string) => call('POST', '/api/drafts', propertyId ? { propertyId } : {}),
    current: () => call('GET', '/api/drafts/current'),
    get: (draftId: string) => call('GET', `/api/drafts/${draftId}`),
    put: (draftId: string, section: keyof DraftSections | string, body: unknown) =>
      call('PUT', `/api/drafts/${draftId}/sections/${section}`, body),
    discard: (draftId: string) => call('DELETE', `/api/drafts/${draftId}`),
    submit: (draftId: string) => call('POST', `/api/drafts/${draftId}/submit`),
  };
}

/** Opens the user's new-listing draft and saves all five steps; the draft id and media. */
export async function completeDraft(
  ctx: TestContext,
  user: LoggedInUser,
  overrides: Partial<DraftSections> = {},
) {
  const calls = api(ctx, user);
  const draftId = (await calls.open()).json().draft._id as string;
  const photos = [
    await uploadedMedia(ctx, user, { draftId }),
    await uploadedMedia(ctx, user, { draftId }),
  ];
  const media: MediaUpload = {
    items: photos.map((p, i) => ({ mediaId: p.id, kind: 'image', caption: i ? null : 'Hall' })),
    coverMediaId: photos[1]?.id ?? null,
  };
  const sections: DraftSections = {
    basicDetails,
    locationDetails,
    profileDetails: profileOf(user),
    mediaUpload: media,
    pricingDetails,
    ...overrides,
  };
  for (const [name, value] of Object.entries(sections)) {
    const res = await calls.put(draftId, name, value);
    if (res.statusCode !== 200) throw new Error(`saving ${name}: ${res.body}`);
  }
  return { draftId, photos, sections };
}
