import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { HEIC_MESSAGE } from '../../src/plugins/app/media/inspect-upload';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
import { blankPng, leftovers, mp4OfSeconds } from './media-files';
import { createUpload, getMedia, photoWithGps, settledMedia, upload } from './tus-client';

let ctx: TestContext;
let owner: LoggedInUser;
beforeAll(async () => {
  ctx = await createTestApp({ env: { MEDIA_WORKER_POLL_MS: '50' } });
  owner = await loginUser(ctx, '9816161616');
});
afterAll(() => ctx.close());

/** Uploads the bytes; the last PATCH must be refused with `message`, leaving nothing stored. */
async function expectRefused(bytes: Buffer, filetype: string, message: RegExp | string) {
  const { created, patched, mediaId } = await upload(ctx, owner, bytes, filetype);
  expect(created.statusCode).toBe(201);
  expect(patched?.statusCode).toBe(422);
  expect(patched?.body).toMatch(message);
  const media = (await getMedia(ctx, owner, mediaId as string)).json().media;
  expect(media).toMatchObject({ status: 'failed', url: null, srcSet: null });
  expect(media.error).toMatch(message);
  expect(await leftovers(ctx, mediaId as string)).toEqual({ keys: [], uploadFile: false });
}

describe(`bad files are refused in words, nothing stored (${engineUnderTest})`, () => {
  it('refuses a program renamed .jpg (the bytes decide, not the name or declared type)', async () => {
    await expectRefused(readFileSync('/bin/true'), 'image/jpeg', /is a program, not a photo/);
  });

  it('refuses a 20000 x 20000 PNG (decompression bomb) from its header, before decoding', async () => {
    const bomb = blankPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(15 * 1024 * 1024);
    await expectRefused(bomb, 'image/png', /20000 x 20000 pixels; photos can have at most 40/);
  });

  it('refuses a truncated JPEG', async () => {
    const photo = await photoWithGps();
    await expectRefused(
      photo.subarray(0, Math.floor(photo.length * 0.6)),
      'image/jpeg',
      /incomplete/,
    );
  });

  it('refuses an iPhone HEIC photo sent as a JPEG, with what to do instead', async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mif1heic'),
      Buffer.alloc(2048, 1),
    ]);
    await expectRefused(heic, 'image/jpeg', HEIC_MESSAGE);
  });

  it('refuses a video longer than 180 seconds, read from the container', async () => {
    await expectRefused(
      mp4OfSeconds(181),
      'video/mp4',
      /181 seconds long; videos can be at most 180/,
    );
  });

  it('refuses at creation, before any byte: empty, too big, HEIC and non-media types', async () => {
    const cases = [
      { size: 0, type: 'image/jpeg', status: 400, text: /empty \(0 bytes\)/ },
      { size: 16 * 1024 * 1024, type: 'image/jpeg', status: 413, text: /at most 15 MB/ },
      { size: 201 * 1024 * 1024, type: 'video/mp4', status: 413, text: /at most 200 MB/ },
      { size: 1000, type: 'image/heic', status: 415, text: /HEIC photos cannot be read/ },
      { size: 1000, type: 'application/x-msdownload', status: 415, text: /JPEG, PNG or WebP/ },
    ];
    for (const c of cases) {
      const res = await createUpload(ctx, owner, c.size, { filename: 'x', filetype: c.type });
      expect({ type: c.type, status: res.statusCode }).toEqual({ type: c.type, status: c.status });
      expect(res.body).toMatch(c.text);
      expect(res.headers.location).toBeUndefined();
    }
    const rows = await ctx.database.pool.query(
      'select count(*)::int as n from property_media where owner_id = $1 and status <> $2',
      [owner.id, 'failed'],
    );
    expect(rows.rows[0].n).toBe(0);
  });

  it('takes a short MP4 and serves it as it is, with its duration', async () => {
    const video = mp4OfSeconds(42.5);
    const { patched, mediaId } = await upload(ctx, owner, video, 'video/mp4');
    expect(patched?.statusCode).toBe(204);
    const media = await settledMedia(ctx, owner, mediaId as string);
    expect(media).toMatchObject({ kind: 'video', status: 'ready', durationSeconds: 42.5 });
    const file = await ctx.app.inject({ method: 'GET', url: media.url });
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.rawPayload.equals(video)).toBe(true);
    expect((await leftovers(ctx, mediaId as string)).uploadFile).toBe(false);
  });
});
