import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { listingDrafts, propertyMedia } from '../../src/db/schema/index';
import { EMPTY_SECTIONS } from '../../src/db/schema/listing-drafts';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { insertProperty } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
import { api, basicDetails, completeDraft, locationDetails, uploadedMedia } from './helpers';

let ctx: TestContext;
let a: LoggedInUser;
let b: LoggedInUser;
beforeAll(async () => {
  ctx = await createTestApp();
  a = await loginUser(ctx, '9811100001');
  b = await loginUser(ctx, '9811100002');
});
afterAll(() => ctx.close());

describe(`drafts (${engineUnderTest})`, () => {
  it('opens one new-listing draft per owner and resumes it from a second login', async () => {
    const first = await api(ctx, a).open();
    expect(first.statusCode).toBe(200);
    const draft = first.json().draft;
    expect(draft).toMatchObject({
      propertyId: null,
      submittedAt: null,
      sections: {
        basicDetails: null,
        locationDetails: null,
        profileDetails: null,
        mediaUpload: null,
        pricingDetails: null,
      },
    });
    expect((await api(ctx, a).open()).json().draft._id).toBe(draft._id);
    const withoutBody = await ctx.app.inject({
      method: 'POST',
      url: '/api/drafts',
      headers: a.headers,
    });
    expect(withoutBody.json()).toMatchObject({ draft: { _id: draft._id } });
    expect((await api(ctx, a).put(draft._id, 'basicDetails', basicDetails)).statusCode).toBe(200);

    const secondDevice = await loginUser(ctx, a.phone);
    const current = await api(ctx, secondDevice).current();
    expect(current.statusCode).toBe(200);
    expect(current.json().draft._id).toBe(draft._id);
    expect(current.json().draft.sections.basicDetails).toEqual(basicDetails);
  });

  it('answers a null current draft to a user who has none', async () => {
    expect((await api(ctx, b).current()).json()).toEqual({
      isSuccess: true,
      message: 'ok',
      draft: null,
    });
  });

  it('keeps the other steps when one is saved (two devices saving different steps)', async () => {
    const draftId = (await api(ctx, a).open()).json().draft._id;
    await api(ctx, a).put(draftId, 'locationDetails', locationDetails);
    const got = (await api(ctx, a).get(draftId)).json().draft;
    expect(got.sections.basicDetails).toEqual(basicDetails);
    expect(got.sections.locationDetails).toEqual(locationDetails);
  });

  describe("another user's draft answers 404", () => {
    it('to read, change, submit or discard it', async () => {
      const draftId = (await api(ctx, a).open()).json().draft._id;
      const asB = api(ctx, b);
      for (const res of [
        await asB.get(draftId),
        await asB.put(draftId, 'basicDetails', basicDetails),
        await asB.submit(draftId),
        await asB.discard(draftId),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: 'Draft not found', code: 'NOT_FOUND' });
      }
      expect((await api(ctx, a).get(draftId)).json().draft.sections.basicDetails).toEqual(
        basicDetails,
      );
    });

    it("to an edit draft of another owner's listing", async () => {
      const listing = await insertProperty(ctx.database, a.id);
      const res = await api(ctx, b).open(listing.id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Property not found');
    });
  });

  it("refuses another owner's file in the media step", async () => {
    const draftId = (await api(ctx, a).open()).json().draft._id;
    const theirs = await uploadedMedia(ctx, b);
    const res = await api(ctx, a).put(draftId, 'mediaUpload', {
      items: [{ mediaId: theirs.id, kind: 'image', caption: null }],
      coverMediaId: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Invalid request: body.items.0.mediaId: is not one of your uploaded files',
    );
  });

  it('discards a draft with the files uploaded only for it', async () => {
    const user = await loginUser(ctx, '9811100003');
    const { draftId, photos } = await completeDraft(ctx, user);
    const kept = await uploadedMedia(ctx, user);
    const files = (id = '') => ctx.app.mediaStorage.list(`media/${id}`);
    for (const media of [...photos, kept])
      await ctx.app.mediaStorage.put(
        `media/${media.id}/1-640.webp`,
        Buffer.from('webp'),
        'image/webp',
      );
    const res = await api(ctx, user).discard(draftId);
    expect(res.json()).toEqual({ isSuccess: true, message: 'Draft discarded' });
    expect((await api(ctx, user).get(draftId)).statusCode).toBe(404);
    expect((await api(ctx, user).current()).json().draft).toBeNull();
    const left = await ctx.database.db
      .select({ id: propertyMedia.id })
      .from(propertyMedia)
      .where(eq(propertyMedia.ownerId, user.id));
    expect(left.map((m) => m.id)).toEqual([kept.id]);
    expect(photos).toHaveLength(2);
    for (const photo of photos) expect(await files(photo.id)).toEqual([]);
    expect(await files(kept.id)).toEqual([`media/${kept.id}/1-640.webp`]);
  });
});

describe('a saved step that today’s rules no longer accept', () => {
  it('comes back empty instead of failing the draft', async () => {
    const user = await loginUser(ctx, '9811100009');
    const draftId = (await api(ctx, user).open()).json().draft._id;
    await api(ctx, user).put(draftId, 'basicDetails', basicDetails);
    await ctx.database.db
      .update(listingDrafts)
      .set({
        sections: {
          ...EMPTY_SECTIONS,
          basicDetails: { ...basicDetails, title: 'x' },
          locationDetails,
        },
      })
      .where(eq(listingDrafts.id, draftId));
    const res = await api(ctx, user).get(draftId);
    expect(res.statusCode).toBe(200);
    expect(res.json().draft.sections).toMatchObject({ basicDetails: null, locationDetails });
    const submit = await api(ctx, user).submit(draftId);
    expect(submit.json()).toMatchObject({ code: 'DRAFT_INCOMPLETE', section: 'basicDetails' });
  });
});
