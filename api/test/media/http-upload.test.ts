import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import sharp from 'sharp';
import { type LoggedInUser, loginUser } from '../helpers/auth';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';
import { settledMedia } from './tus-client';

/** Over a real socket (not inject): what a browser's tus client does, with a body over 1 MB. */
let ctx: TestContext;
let owner: LoggedInUser;
let base: string;
beforeAll(async () => {
  ctx = await createTestApp({ env: { MEDIA_WORKER_POLL_MS: '50' } });
  owner = await loginUser(ctx, '9813131399');
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => ctx.close());

describe(`tus over HTTP (${engineUnderTest})`, () => {
  it('streams a photo bigger than the 1 MB body limit in two PATCHes and serves its sizes', async () => {
    const photo = await sharp({
      create: {
        width: 2400,
        height: 1800,
        channels: 3,
        background: '#777',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 92 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(1024 * 1024);
    const tus = { 'Tus-Resumable': '1.0.0', Authorization: owner.headers.authorization };
    const created = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: {
        ...tus,
        'Upload-Length': String(photo.length),
        'Upload-Metadata': `filetype ${Buffer.from('image/jpeg').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') as string;
    const patch = (offset: number, bytes: Buffer) =>
      fetch(`${base}${location}`, {
        method: 'PATCH',
        headers: {
          ...tus,
          'Upload-Offset': String(offset),
          'Content-Type': 'application/offset+octet-stream',
        },
        body: bytes,
      });
    const half = 1_200_000;
    expect((await patch(0, photo.subarray(0, half))).status).toBe(204);
    const head = await fetch(`${base}${location}`, { method: 'HEAD', headers: tus });
    expect(head.headers.get('upload-offset')).toBe(String(half));
    expect(head.headers.get('tus-resumable')).toBe('1.0.0');
    const last = await patch(half, photo.subarray(half));
    expect(last.status).toBe(204);
    expect(last.headers.get('upload-offset')).toBe(String(photo.length));

    const media = await settledMedia(ctx, owner, location.split('/').pop() as string);
    expect(media).toMatchObject({ status: 'ready', width: 1600, height: 1200 });
    const file = await fetch(`${base}${media.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('answers a wrong offset 409 and leaves the upload resumable', async () => {
    const tus = { 'Tus-Resumable': '1.0.0', Authorization: owner.headers.authorization };
    const created = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: {
        ...tus,
        'Upload-Length': '1000',
        'Upload-Metadata': `filetype ${Buffer.from('image/png').toString('base64')}`,
      },
    });
    const location = created.headers.get('location') as string;
    const wrong = await fetch(`${base}${location}`, {
      method: 'PATCH',
      headers: { ...tus, 'Upload-Offset': '10', 'Content-Type': 'application/offset+octet-stream' },
      body: Buffer.alloc(10),
    });
    expect(wrong.status).toBe(409);
    const head = await fetch(`${base}${location}`, { method: 'HEAD', headers: tus });
    expect(head.headers.get('upload-offset')).toBe('0');
  });

  it('lets a configured other origin send tus requests (CORS preflight names the tus headers)', async () => {
    const cors = await createTestApp({ env: { CORS_ORIGINS: 'https://app.example.in' } });
    try {
      const preflight = await cors.app.inject({
        method: 'OPTIONS',
        url: '/api/uploads/00000000-0000-4000-8000-000000000000',
        headers: {
          origin: 'https://app.example.in',
          'access-control-request-method': 'PATCH',
          'access-control-request-headers':
            'authorization,tus-resumable,upload-offset,content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('https://app.example.in');
      expect(String(preflight.headers['access-control-allow-headers'])).toContain('upload-offset');
      expect(String(preflight.headers['access-control-allow-methods'])).toContain('PATCH');
    } finally {
      await cors.close();
    }
  });
});
