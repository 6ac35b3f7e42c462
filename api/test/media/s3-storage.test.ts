import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import S3rver from 's3rver';
import sharp from 'sharp';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
import { leftovers, mp4OfSeconds } from './media-files';
import { getMedia, photoWithGps, settledMedia, upload } from './tus-client';

/** A local S3-compatible server (s3rver) on a free port, with an empty bucket. */
let s3: S3rver;
let s3Folder: string;
let ctx: TestContext;
let owner: LoggedInUser;
beforeAll(async () => {
  s3Folder = mkdtempSync(path.join(tmpdir(), 'pm-s3rver-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Folder,
    configureBuckets: [{ name: 'pm-media' }],
  });
  const address = await s3.run();
  ctx = await createTestApp({
    env: {
      MEDIA_WORKER_POLL_MS: '50',
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_BUCKET: 'pm-media',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
  });
  owner = await loginUser(ctx, '9812121212');
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
  rmSync(s3Folder, { recursive: true, force: true });
});

describe(`media on an S3-compatible bucket (${engineUnderTest})`, () => {
  it('stores every size in the bucket, serves them, and deletes them with the media', async () => {
    expect(ctx.app.mediaStorage.kind).toBe('s3');
    const { mediaId } = await upload(ctx, owner, await photoWithGps(), 'image/jpeg');
    const id = mediaId as string;
    const media = await settledMedia(ctx, owner, id);
    expect(media.status).toBe('ready');
    const { keys } = await leftovers(ctx, id);
    expect(keys.map((key) => key.replace(/\/[0-9a-f]{8}-(w[0-9]+)/, '/*-$1')).sort()).toEqual(
      ['w1024', 'w1600', 'w320', 'w640'].map((w) => `media/${id}/*-${w}.webp`),
    );
    const file = await ctx.app.inject({ method: 'GET', url: media.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.exif]).toEqual([1600, undefined]);

    const deleted = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/vedio-image-details/${id}`,
      headers: owner.headers,
      payload: { action: 'delete' },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await getMedia(ctx, owner, id)).statusCode).toBe(404);
    expect((await leftovers(ctx, id)).keys).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: media.url })).statusCode).toBe(404);
  });

  it('streams a video into the bucket and serves it byte for byte', async () => {
    const video = mp4OfSeconds(12);
    const { mediaId } = await upload(ctx, owner, video, 'video/mp4');
    const media = await settledMedia(ctx, owner, mediaId as string);
    expect(media).toMatchObject({ kind: 'video', status: 'ready', durationSeconds: 12 });
    const file = await ctx.app.inject({ method: 'GET', url: media.url });
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.rawPayload.equals(video)).toBe(true);
  });
});
