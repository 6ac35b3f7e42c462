import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { propertyMedia } from '../../src/db/schema/index';
import { sweepMedia } from '../../src/plugins/app/media/sweep';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
import { leftovers, mp4OfSeconds } from '../media/media-files';
import { createUpload, photoWithGps, settledMedia, upload } from '../media/tus-client';

let ctx: TestContext;
let asha: LoggedInUser;
let ravi: LoggedInUser;
beforeAll(async () => {
  ctx = await createTestApp({ env: { MEDIA_WORKER_POLL_MS: '50' } });
  asha = await loginUser(ctx, '9730000001');
  ravi = await loginUser(ctx, '9730000002');
});
afterAll(() => ctx.close());

const AVATAR = { purpose: 'avatar' };
const update = (user: LoggedInUser, payload: object) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/users/user/update/${user.id}`,
    headers: user.headers,
    payload,
  });

async function readyAvatar(user: LoggedInUser, width: number, height: number, hue = 0) {
  const sent = await upload(
    ctx,
    user,
    await photoWithGps(width, height, hue),
    'image/jpeg',
    AVATAR,
  );
  expect(sent.created.statusCode).toBe(201);
  const media = await settledMedia(ctx, user, sent.mediaId as string);
  expect(media.status).toBe('ready');
  return media;
}

describe(`profile photo uploads (${engineUnderTest})`, () => {
  it('turns a landscape photo into square WebP sizes and makes it the profile photo', async () => {
    const media = await readyAvatar(asha, 1800, 1350);
    expect([media.width, media.height]).toEqual([512, 512]);
    expect(media.srcSet).toMatch(/ 256w, .* 512w$/);

    const res = await update(asha, { name: 'Asha', profileMediaId: media._id });
    expect(res.statusCode).toBe(200);
    const { profileImage } = res.json().user;
    expect(profileImage).toBe(media.url);
    const file = await ctx.app.inject({ method: 'GET', url: profileImage });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'webp',
      512,
      512,
      undefined,
    ]);
  });

  it('keeps a small photo at its own size without enlarging it', async () => {
    const media = await readyAvatar(ravi, 300, 200, 90);
    expect([media.width, media.height]).toEqual([200, 200]);
  });

  it("removes the replaced photo's files and row when a new one is saved", async () => {
    const first = (await update(asha, {})).json().user.profileImage as string;
    const [old] = await ctx.database.db
      .select()
      .from(propertyMedia)
      .where(eq(propertyMedia.url, first));
    const replacement = await readyAvatar(asha, 900, 900, 200);
    const res = await update(asha, { profileMediaId: replacement._id });
    expect(res.json().user.profileImage).toBe(replacement.url);
    expect((await leftovers(ctx, old?.id as string)).keys).toEqual([]);
    expect(
      await ctx.database.db
        .select()
        .from(propertyMedia)
        .where(eq(propertyMedia.id, old?.id as string)),
    ).toHaveLength(0);
    expect((await leftovers(ctx, replacement._id)).keys.length).toBeGreaterThan(0);
  });

  it("refuses another user's photo, and a listing photo, as the profile photo", async () => {
    const ashas = await readyAvatar(asha, 600, 600, 30);
    const stolen = await update(ravi, { profileMediaId: ashas._id });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(
      'profileMediaId is not one of your uploaded profile photos. Upload the photo again.',
    );
    const listing = await upload(ctx, ravi, await photoWithGps(640, 480), 'image/jpeg');
    await settledMedia(ctx, ravi, listing.mediaId as string);
    const res = await update(ravi, { profileMediaId: listing.mediaId });
    expect(res.statusCode).toBe(400);
    expect((await update(ravi, {})).json().user.profileImage).toBeNull();
  });

  it('refuses a video, a draft id and a video dressed as a photo for a profile photo', async () => {
    const video = await createUpload(ctx, asha, 5000, {
      filename: 'clip.mp4',
      filetype: 'video/mp4',
      ...AVATAR,
    });
    expect(video.statusCode).toBe(415);
    expect(video.body).toContain('A profile photo must be a JPEG, PNG or WebP image');
    const withDraft = await createUpload(ctx, asha, 5000, {
      filename: 'a.jpg',
      filetype: 'image/jpeg',
      draftId: '00000000-0000-4000-8000-000000000000',
      ...AVATAR,
    });
    expect(withDraft.statusCode).toBe(400);
    const disguised = await upload(ctx, asha, mp4OfSeconds(3), 'image/jpeg', AVATAR);
    expect(disguised.patched?.statusCode).toBe(422);
  });

  it('the hourly sweep keeps the current photo and removes unsaved ones after a day', async () => {
    const current = (await update(asha, {})).json().user.profileImage as string;
    const unsaved = await readyAvatar(asha, 400, 400, 300);
    await sweepMedia(ctx.app.db, ctx.app.mediaStorage, ctx.app.tusUploads);
    expect((await leftovers(ctx, unsaved._id)).keys.length).toBeGreaterThan(0);

    await sweepMedia(
      ctx.app.db,
      ctx.app.mediaStorage,
      ctx.app.tusUploads,
      Date.now() + 2 * 86_400_000,
    );
    expect((await leftovers(ctx, unsaved._id)).keys).toEqual([]);
    const file = await ctx.app.inject({ method: 'GET', url: current });
    expect(file.statusCode).toBe(200);
  });
});
