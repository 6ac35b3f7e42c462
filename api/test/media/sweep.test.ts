import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { sweepMedia } from '../../src/plugins/app/media/sweep';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
import { leftovers } from './media-files';
import {
  createUpload,
  getMedia,
  photoWithGps,
  sendBytes,
  settledMedia,
  upload,
} from './tus-client';

let ctx: TestContext;
let owner: LoggedInUser;
beforeAll(async () => {
  ctx = await createTestApp({ env: { MEDIA_WORKER_POLL_MS: '50' } });
  owner = await loginUser(ctx, '9811111119');
});
afterAll(() => ctx.close());

const sweep = (now?: number) =>
  sweepMedia(ctx.app.db, ctx.app.mediaStorage, ctx.app.tusUploads, now);

describe(`the media sweep removes what crashes leave (${engineUnderTest})`, () => {
  it('removes upload files and stored keys no row owns, and keys a row does not point at', async () => {
    const { mediaId } = await upload(ctx, owner, await photoWithGps(700, 500), 'image/jpeg');
    const id = mediaId as string;
    await settledMedia(ctx, owner, id);
    const kept = (await leftovers(ctx, id)).keys;
    // A crash after a write and before the row pointed at it; files of a row deleted meanwhile.
    await ctx.app.mediaStorage.put(
      `media/${id}/dead0002-w320.webp`,
      Buffer.from('x'),
      'image/webp',
    );
    const gone = randomUUID();
    await ctx.app.mediaStorage.put(
      `media/${gone}/aaaa0001-w320.webp`,
      Buffer.from('x'),
      'image/webp',
    );
    writeFileSync(ctx.app.tusUploads.fileOf(gone), 'half an upload');

    const result = await sweep();
    expect(result).toMatchObject({ uploadsRemoved: 1, keysRemoved: 2 });
    expect((await leftovers(ctx, id)).keys.sort()).toEqual([...kept].sort());
    expect(await leftovers(ctx, gone)).toEqual({ keys: [], uploadFile: false });
    expect((await getMedia(ctx, owner, id)).json().media.status).toBe('ready');
  });

  it('drops an upload abandoned for a day (file and row), keeps one still receiving bytes', async () => {
    const photo = await photoWithGps(600, 400);
    const created = await createUpload(ctx, owner, photo.length, {
      filename: 'slow.jpg',
      filetype: 'image/jpeg',
    });
    const location = String(created.headers.location);
    await sendBytes(ctx, owner, location, 0, photo.subarray(0, 100));
    const id = location.split('/').pop() as string;

    expect((await sweep()).rowsRemoved).toBe(0);
    expect((await leftovers(ctx, id)).uploadFile).toBe(true);
    const dayLater = Date.now() + 25 * 60 * 60 * 1000;
    expect(await sweep(dayLater)).toMatchObject({ uploadsRemoved: 1, rowsRemoved: 1 });
    expect((await getMedia(ctx, owner, id)).statusCode).toBe(404);
    expect((await leftovers(ctx, id)).uploadFile).toBe(false);
  });
});
