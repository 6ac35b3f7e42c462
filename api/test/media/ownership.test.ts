import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { propertyMedia } from '../../src/db/schema/index';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { insertProperty } from '../helpers/fixtures';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
import { leftovers } from './media-files';
import {
  createUpload,
  getMedia,
  photoWithGps,
  sendBytes,
  settledMedia,
  TUS,
  upload,
} from './tus-client';

let ctx: TestContext;
let owner: LoggedInUser;
let stranger: LoggedInUser;
beforeAll(async () => {
  ctx = await createTestApp({ env: { MEDIA_WORKER_POLL_MS: '50' } });
  owner = await loginUser(ctx, '9817171717');
  stranger = await loginUser(ctx, '9818181818');
});
afterAll(() => ctx.close());

describe(`media ownership (${engineUnderTest})`, () => {
  it("user B cannot HEAD, PATCH or DELETE A's unfinished upload", async () => {
    const photo = await photoWithGps(800, 600);
    const created = await createUpload(ctx, owner, photo.length, {
      filename: 'a.jpg',
      filetype: 'image/jpeg',
    });
    const location = String(created.headers.location);
    const head = await ctx.app.inject({
      method: 'HEAD',
      url: location,
      headers: { ...stranger.headers, ...TUS },
    });
    expect(head.statusCode).toBe(404);
    const patch = await sendBytes(ctx, stranger, location, 0, photo);
    expect(patch.statusCode).toBe(404);
    const cancel = await ctx.app.inject({
      method: 'DELETE',
      url: location,
      headers: { ...stranger.headers, ...TUS },
    });
    expect(cancel.statusCode).toBe(404);
    // Untouched: A still finishes the upload.
    const mine = await sendBytes(ctx, owner, location, 0, photo);
    expect(mine.statusCode).toBe(204);
    const mediaId = location.split('/').pop() as string;
    expect((await settledMedia(ctx, owner, mediaId)).status).toBe('ready');
  });

  it("user B cannot GET, change or delete A's media; A deletes it and its files go", async () => {
    const { mediaId } = await upload(ctx, owner, await photoWithGps(900, 600, 90), 'image/jpeg');
    const id = mediaId as string;
    expect((await settledMedia(ctx, owner, id)).status).toBe('ready');
    // 900 px wide: 320, 640 and the original 900 (never enlarged).
    expect((await leftovers(ctx, id)).keys.length).toBe(3);

    expect((await getMedia(ctx, stranger, id)).statusCode).toBe(404);
    for (const payload of [{ action: 'update', caption: 'Mine now' }, { action: 'delete' }]) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/vedio-image-details/${id}`,
        headers: stranger.headers,
        payload,
      });
      expect(res.statusCode).toBe(404);
    }
    const media = (await getMedia(ctx, owner, id)).json().media;
    expect(media).toMatchObject({ status: 'ready', caption: null });

    const captioned = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/vedio-image-details/${id}`,
      headers: owner.headers,
      payload: { action: 'update', caption: 'Hall', isCover: true },
    });
    expect(captioned.json().media).toMatchObject({
      caption: 'Hall',
      isCover: true,
      propertyId: null,
    });
    const deleted = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/vedio-image-details/${id}`,
      headers: owner.headers,
      payload: { action: 'delete' },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await getMedia(ctx, owner, id)).statusCode).toBe(404);
    expect(await leftovers(ctx, id)).toEqual({ keys: [], uploadFile: false });
    const file = await ctx.app.inject({ method: 'GET', url: media.url });
    expect(file.statusCode).toBe(404);
  });

  it('A cancels an unfinished upload: the file and the row go', async () => {
    const created = await createUpload(ctx, owner, 5000, {
      filename: 'b.jpg',
      filetype: 'image/jpeg',
    });
    const location = String(created.headers.location);
    const mediaId = location.split('/').pop() as string;
    const cancel = await ctx.app.inject({
      method: 'DELETE',
      url: location,
      headers: { ...owner.headers, ...TUS },
    });
    expect(cancel.statusCode).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await getMedia(ctx, owner, mediaId)).statusCode).toBe(404);
    expect((await leftovers(ctx, mediaId)).uploadFile).toBe(false);
  });

  it("deleting a listing removes its media's stored files", async () => {
    const { mediaId } = await upload(ctx, owner, await photoWithGps(700, 500, 30), 'image/jpeg');
    const id = mediaId as string;
    expect((await settledMedia(ctx, owner, id)).status).toBe('ready');
    const property = await insertProperty(ctx.database, owner.id);
    await ctx.database.db
      .update(propertyMedia)
      .set({ propertyId: property.id })
      .where(eq(propertyMedia.id, id));
    expect((await leftovers(ctx, id)).keys.length).toBeGreaterThan(0);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/property/${property.id}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((await leftovers(ctx, id)).keys).toEqual([]);
  });
});
