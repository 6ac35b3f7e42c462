import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { listingDrafts, properties, propertyMedia } from '../../src/db/schema/index';
import { DAY } from '../../src/lib/dates';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { subscribe } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
import { api, completeDraft, pricingDetails, uploadedMedia } from './helpers';

let ctx: TestContext;
let user: LoggedInUser;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await loginUser(ctx, '9866600001');
  const now = ctx.clock.now().getTime();
  await subscribe(ctx.database, user.id, {
    startsAt: new Date(now - DAY),
    endsAt: new Date(now + 30 * DAY),
    propertyQuota: 10,
  });
});
afterAll(() => ctx.close());

/** A listing posted through the wizard, then given `status` (as the review would). */
async function listing(status: 'active' | 'inactive' | 'rejected') {
  const { draftId, sections, photos } = await completeDraft(ctx, user);
  const propertyId = (await api(ctx, user).submit(draftId)).json().property._id as string;
  await ctx.database.db.update(properties).set({ status }).where(eq(properties.id, propertyId));
  return { propertyId, sections, photos };
}

const priceOf = async (propertyId: string) =>
  (
    await ctx.database.db
      .select({ price: properties.price, status: properties.status })
      .from(properties)
      .where(eq(properties.id, propertyId))
  )[0];

describe(`editing a listing (${engineUnderTest})`, () => {
  it('opens an edit draft prefilled from the listing, the same one each time', async () => {
    const { propertyId, sections } = await listing('active');
    const opened = await api(ctx, user).open(propertyId);
    expect(opened.statusCode).toBe(200);
    const draft = opened.json().draft;
    expect(draft.propertyId).toBe(propertyId);
    expect(draft.sections).toEqual(sections);
    expect((await api(ctx, user).open(propertyId)).json().draft._id).toBe(draft._id);
    // The edit is not the new-listing draft another device resumes.
    expect((await api(ctx, user).current()).json().draft).toBeNull();
  });

  it('keeps a live listing visible while its changes wait for review', async () => {
    const { propertyId, sections } = await listing('active');
    const draftId = (await api(ctx, user).open(propertyId)).json().draft._id;
    const extra = await uploadedMedia(ctx, user, { draftId });
    const media = sections.mediaUpload;
    if (!media) throw new Error('no media');
    await api(ctx, user).put(draftId, 'mediaUpload', {
      ...media,
      items: [...media.items, { mediaId: extra.id, kind: 'image', caption: 'Balcony' }],
    });
    await api(ctx, user).put(draftId, 'pricingDetails', { ...pricingDetails, price: 11_900_000 });
    const res = await api(ctx, user).submit(draftId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your changes were sent for review; the live listing stays visible until then',
      property: { _id: propertyId, status: 'active' },
    });
    expect(await priceOf(propertyId)).toEqual({ price: pricingDetails.price, status: 'active' });
    const [extraRow] = await ctx.database.db
      .select({ propertyId: propertyMedia.propertyId })
      .from(propertyMedia)
      .where(eq(propertyMedia.id, extra.id));
    expect(extraRow).toEqual({ propertyId: null });
    const revision = (await api(ctx, user).get(draftId)).json().draft;
    expect(revision.submittedAt).not.toBeNull();
    expect(revision.sections.pricingDetails.price).toBe(11_900_000);
    expect((await ctx.app.inject({ url: `/api/listings/${propertyId}` })).json()).toMatchObject({
      isSuccess: true,
    });
    // Changing it again reopens the revision until the next submit.
    await api(ctx, user).put(draftId, 'pricingDetails', { ...pricingDetails, price: 11_500_000 });
    expect((await api(ctx, user).get(draftId)).json().draft.submittedAt).toBeNull();
  });

  it('updates a listing that is not live and sends it back to review', async () => {
    const { propertyId, sections, photos } = await listing('rejected');
    const draftId = (await api(ctx, user).open(propertyId)).json().draft._id;
    const [kept, removed] = photos;
    if (!kept || !removed || !sections.mediaUpload) throw new Error('no photos');
    await api(ctx, user).put(draftId, 'mediaUpload', {
      items: [{ mediaId: kept.id, kind: 'image', caption: 'Living room' }],
      coverMediaId: kept.id,
    });
    await api(ctx, user).put(draftId, 'pricingDetails', { ...pricingDetails, price: 11_000_000 });
    const res = await api(ctx, user).submit(draftId);
    expect(res.json()).toMatchObject({
      message: 'Your changes were sent for review',
      property: { _id: propertyId, status: 'pending-review' },
    });
    expect(await priceOf(propertyId)).toEqual({ price: 11_000_000, status: 'pending-review' });
    const media = await ctx.database.db
      .select({
        id: propertyMedia.id,
        caption: propertyMedia.caption,
        cover: propertyMedia.isCover,
      })
      .from(propertyMedia)
      .where(eq(propertyMedia.propertyId, propertyId));
    expect(media).toEqual([{ id: kept.id, caption: 'Living room', cover: true }]);
    expect(
      await ctx.database.db.select().from(listingDrafts).where(eq(listingDrafts.id, draftId)),
    ).toEqual([]);
  });

  it("refuses a file of the owner's other listing in an edit", async () => {
    const first = await listing('active');
    const second = await listing('inactive');
    const draftId = (await api(ctx, user).open(second.propertyId)).json().draft._id;
    const res = await api(ctx, user).put(draftId, 'mediaUpload', {
      items: [{ mediaId: first.photos[0]?.id, kind: 'image', caption: null }],
      coverMediaId: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Invalid request: body.items.0.mediaId: is not one of your uploaded files',
    );
  });
});
