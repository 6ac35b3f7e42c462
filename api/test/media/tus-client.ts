import sharp from 'sharp';
import type { LoggedInUser } from '../helpers/auth';
import type { TestContext } from '../helpers/test-app';

/** Raw tus 1.0 requests through app.inject (the same bytes a tus client sends). */
export const TUS = { 'tus-resumable': '1.0.0' };

const metadataHeader = (metadata: Record<string, string>) =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

export async function createUpload(
  ctx: TestContext,
  user: LoggedInUser,
  size: number,
  metadata: Record<string, string>,
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: {
      ...user.headers,
      ...TUS,
      'upload-length': String(size),
      'upload-metadata': metadataHeader(metadata),
    },
  });
}

export function sendBytes(
  ctx: TestContext,
  user: LoggedInUser,
  location: string,
  offset: number,
  bytes: Buffer,
) {
  return ctx.app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...user.headers,
      ...TUS,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });
}

/** Creates an upload and sends the whole file; answers the create and the last PATCH. */
export async function upload(
  ctx: TestContext,
  user: LoggedInUser,
  bytes: Buffer,
  filetype: string,
  extra: Record<string, string> = {},
) {
  const created = await createUpload(ctx, user, bytes.length, {
    filename: 'photo.jpg',
    filetype,
    ...extra,
  });
  if (created.statusCode !== 201) return { created, patched: undefined, mediaId: undefined };
  const location = String(created.headers.location);
  const patched = await sendBytes(ctx, user, location, 0, bytes);
  return { created, patched, mediaId: location.split('/').pop() as string, location };
}

export async function getMedia(ctx: TestContext, user: LoggedInUser, mediaId: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/media/${mediaId}`, headers: user.headers });
}

/** Polls GET /api/media/{id} until the worker has finished with it. */
export async function settledMedia(ctx: TestContext, user: LoggedInUser, mediaId: string) {
  for (let i = 0; i < 300; i++) {
    const media = (await getMedia(ctx, user, mediaId)).json().media;
    if (media.status === 'ready' || media.status === 'failed') return media;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`media ${mediaId} never settled`);
}

/** A camera-like JPEG with GPS and camera EXIF (what a phone writes). */
export function photoWithGps(width = 1800, height = 1350, hue = 0): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="hsl(${hue},60%,60%)"/>
<circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="hsl(${hue + 120},70%,40%)"/>
<rect x="${width / 2}" y="${height / 3}" width="${width / 3}" height="${height / 3}" fill="#223"/></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 12', Copyright: 'Owner' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 58/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 35/1 4321/100',
      },
    })
    .toBuffer();
}
