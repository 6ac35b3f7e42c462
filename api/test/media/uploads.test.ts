import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { propertyMedia } from '../../src/db/schema/index';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
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
let draftId: string;
beforeAll(async () => {
  ctx = await createTestApp({ env: { MEDIA_WORKER_POLL_MS: '50' } });
  owner = await loginUser(ctx, '9814141414');
  draftId = await openDraft(owner);
});
afterAll(() => ctx.close());

async function openDraft(user: LoggedInUser): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/drafts', headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json().draft._id;
}

async function fetchFile(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res;
}

describe(`tus uploads into the media pipeline (${engineUnderTest})`, () => {
  it('takes a JPEG, answers its media id, and serves WebP sizes without EXIF or GPS', async () => {
    const photo = await photoWithGps();
    const original = await sharp(photo).metadata();
    expect(original.exif?.includes(Buffer.from('TestPhone'))).toBe(true);

    const { created, patched, mediaId } = await upload(ctx, owner, photo, 'image/jpeg', {
      draftId,
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers.location).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    expect(patched?.statusCode).toBe(204);
    expect(patched?.headers['upload-offset']).toBe(String(photo.length));

    const media = await settledMedia(ctx, owner, mediaId as string);
    expect(media).toMatchObject({ _id: mediaId, kind: 'image', status: 'ready', error: null });
    expect(media.width).toBe(1600);
    expect(media.height).toBe(1200);
    expect(media.placeholder).toMatch(/^data:image\/webp;base64,/);
    const urls = (media.srcSet as string)
      .split(', ')
      .map((entry: string) => entry.split(' ')[0] as string);
    expect(media.srcSet).toMatch(/ 320w, .* 640w, .* 1024w, .* 1600w$/);
    for (const url of urls) {
      const res = await fetchFile(url);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toContain('immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(res.rawPayload.includes(Buffer.from('TestPhone'))).toBe(false);
    }
  });

  it('resumes: HEAD says how much arrived, a second PATCH sends the rest', async () => {
    const photo = await photoWithGps(1200, 900, 200);
    const created = await createUpload(ctx, owner, photo.length, {
      filename: 'flat.jpg',
      filetype: 'image/jpeg',
    });
    const location = String(created.headers.location);
    const half = Math.floor(photo.length / 2);
    const first = await sendBytes(ctx, owner, location, 0, photo.subarray(0, half));
    expect(first.statusCode).toBe(204);
    const mediaId = location.split('/').pop() as string;
    expect((await getMedia(ctx, owner, mediaId)).json().media.status).toBe('uploading');
    const head = await ctx.app.inject({
      method: 'HEAD',
      url: location,
      headers: { ...owner.headers, ...TUS },
    });
    expect(head.headers['upload-offset']).toBe(String(half));
    const rest = await sendBytes(ctx, owner, location, half, photo.subarray(half));
    expect(rest.statusCode).toBe(204);
    expect((await settledMedia(ctx, owner, mediaId)).status).toBe('ready');
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...TUS, 'upload-length': '10' },
    });
    expect(res.statusCode).toBe(401);
  });

  it("refuses an upload for someone else's draft, with a message, and stores no row", async () => {
    const other = await loginUser(ctx, '9814141415');
    const othersDraft = await openDraft(other);
    const res = await createUpload(ctx, owner, 1000, {
      filename: 'hall.jpg',
      filetype: 'image/jpeg',
      draftId: othersDraft,
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This draft was not found');
    const rows = await ctx.app.db
      .select({ id: propertyMedia.id })
      .from(propertyMedia)
      .where(eq(propertyMedia.draftId, othersDraft));
    expect(rows).toEqual([]);
    expect(res.headers.location).toBeUndefined();
  });
});
