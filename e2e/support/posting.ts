import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import type { Product } from './product';

/**
 * Helpers for the add-property wizard's e2e and benches: log in through the UI or the api,
 * camera-like photos with GPS EXIF, the api seen with the page's own token.
 */

export interface Session {
  token: string;
  refreshToken: string;
  user: { _id: string } & Record<string, unknown>;
  /** The httpOnly page-session cookie the login set (the browser keeps it beside the storage). */
  pageSession?: string;
}

/** The page-session cookie's value in a response's Set-Cookie headers. */
const pageSessionIn = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => /^page_session=([^;]*)/.exec(cookie)?.[1])
    .find((value) => value !== undefined);

/** Phone + code through the header's Login dialogs (the way an owner does it). */
export async function logInThroughDialogs(page: Page, product: Product, phone: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const mobile = page.getByRole('dialog', { name: 'Mobile Verification' });
  await mobile.getByRole('textbox', { name: 'Enter 10-digit mobile number' }).fill(phone);
  await mobile.getByRole('button', { name: 'Send OTP' }).click();
  const otp = page.getByRole('dialog', { name: 'OTP Verification' });
  await otp.waitFor();
  await otp.getByRole('textbox').fill(await product.devOtp(phone));
  await otp.getByRole('button', { name: 'Verify OTP' }).click();
  await page.getByRole('button', { name: /account menu/i }).waitFor();
}

export async function apiJson<T>(
  product: Product,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${product.origin}/api/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A session from the api alone (for tests and benches that start past the login). */
export async function logInThroughApi(product: Product, phone: string): Promise<Session> {
  await apiJson(product, 'users/user/login', { method: 'POST', body: { phone } });
  const otp = await product.devOtp(phone);
  const response = await fetch(`${product.origin}/api/users/user/verify-otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, otp }),
  });
  const body = (await response.json()) as Session;
  if (response.status !== 200) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return { ...body, pageSession: pageSessionIn(response) };
}

/** The page-session cookie of `session` in the browser context, as the login leaves it. */
export async function addPageSession(context: BrowserContext, product: Product, session: Session) {
  if (!session.pageSession) return;
  await context.addCookies([
    {
      name: 'page_session',
      value: session.pageSession,
      url: product.origin,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}

/** Puts an api session into the page's storage the way the login dialogs leave it. */
export async function useSession(page: Page, product: Product, session: Session) {
  await addPageSession(page.context(), product, session);
  await page.goto(`${product.origin}/about-us`);
  await page.evaluate(({ token, refreshToken, user }) => {
    localStorage.setItem('userToken', token);
    localStorage.setItem('userRefreshToken', refreshToken);
    localStorage.setItem(
      'root',
      JSON.stringify({
        auth: { error: null, user: { ...user, token, refreshToken }, isAuthenticated: true },
      }),
    );
  }, session);
}

/** The page's own bearer token (after a login in that page). */
export const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('userToken') ?? '');

/** Fills sections of the owner's open draft through the api; answers the draft id. */
export async function seedDraft(
  product: Product,
  token: string,
  sections: Record<string, unknown>,
): Promise<string> {
  const created = await apiJson<{ draft: { _id: string } }>(product, 'drafts', {
    method: 'POST',
    body: {},
    token,
  });
  if (created.status !== 200) throw new Error(`draft: ${JSON.stringify(created.body)}`);
  const draftId = created.body.draft._id;
  for (const [section, data] of Object.entries(sections)) {
    const saved = await apiJson(product, `drafts/${draftId}/sections/${section}`, {
      method: 'PUT',
      body: data,
      token,
    });
    if (saved.status !== 200) throw new Error(`${section}: ${JSON.stringify(saved.body)}`);
  }
  return draftId;
}

/** Complete step data of a 2 BHK flat in Baner, Pune, for drafts seeded through the api. */
export const SECTIONS = {
  basicDetails: {
    listingType: 'sale',
    propertyType: 'apartment',
    title: '2 BHK apartment in Baner',
    bhk: 2,
    bathrooms: 2,
    balconies: 1,
    areas: {
      carpet: { value: 850, unit: 'sqft' },
      builtUp: null,
      superBuiltUp: null,
      plot: null,
    },
    furnishing: 'semi-furnished',
    possessionStatus: 'ready-to-move',
    possessionDate: null,
    ageYears: 4,
    floorNumber: 7,
    totalFloors: 14,
    facing: 'north-east',
    parking: { covered: 1, open: 0 },
    amenities: ['lift', 'gym'],
    description: 'Corner flat with a view of the hills. Walk to the IT park.',
  },
  locationDetails: {
    state: 'Maharashtra',
    city: 'Pune',
    locality: 'Baner',
    projectName: null,
    pincode: '411045',
    address: null,
    latitude: null,
    longitude: null,
  },
  profileDetails: (phone: string) => ({
    postedBy: 'owner',
    contactName: 'Asha Verma',
    phone,
    email: null,
    companyName: null,
    reraId: null,
  }),
  pricingDetails: { price: 12_500_000, deposit: null, maintenanceMonthly: null, negotiable: true },
};

export const CAMERA_MAKE = 'E2ECameraPhone';

/**
 * A camera-like JPEG (shapes in a colour of `hue`) carrying GPS and camera EXIF, what a phone
 * writes. Photos up to 2560 px are uploaded as they are; larger ones are resized in the browser.
 */
export function photoWithGps(width: number, height: number, hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="hsl(${hue},55%,62%)"/>
<circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="hsl(${(hue + 120) % 360},70%,40%)"/>
<rect x="${width / 2}" y="${height / 3}" width="${width / 3}" height="${height / 3}" fill="#223"/></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 88 })
    .withExif({
      IFD0: { Make: CAMERA_MAKE, Model: 'Camera 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '18/1 33/1 3240/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '73/1 47/1 1200/100',
      },
    })
    .toBuffer();
}

/**
 * A photo with camera noise (compresses like a real one: a 4000x3000 is a few MB), with GPS.
 * Flat shapes would compress to a few hundred KB and say nothing about the bytes a phone sends.
 */
export async function noisyPhotoWithGps(width: number, height: number, seed: number) {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  let state = seed * 2654435761;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      state = (state * 1103515245 + 12345) >>> 0;
      const noise = (state >>> 24) % 24;
      const index = (y * width + x) * channels;
      pixels[index] = ((x * 255) / width + noise) & 0xff;
      pixels[index + 1] = ((y * 255) / height + noise) & 0xff;
      pixels[index + 2] = ((seed * 40 + noise * 2) & 0xff) >>> 0;
    }
  }
  return sharp(pixels, { raw: { width, height, channels } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: CAMERA_MAKE, Model: 'Camera 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '18/1 33/1 3240/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '73/1 47/1 1200/100',
      },
    })
    .toBuffer();
}

/** What sharp reads of an image: whether it carries EXIF (GPS lives there) and its format. */
export async function exifOf(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  return { format: meta.format, exif: meta.exif ?? null, width: meta.width, height: meta.height };
}

const b64 = (value: string) => Buffer.from(value).toString('base64');

/**
 * Uploads a photo for the draft through the tus endpoint from Node (one POST, one PATCH) and
 * waits until the server has processed it; answers its media id.
 */
export async function uploadPhoto(
  product: Product,
  token: string,
  draftId: string,
  photo: Buffer,
  filename: string,
): Promise<string> {
  const auth = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
  const created = await fetch(`${product.origin}/api/uploads`, {
    method: 'POST',
    headers: {
      ...auth,
      'upload-length': String(photo.length),
      'upload-metadata': `filename ${b64(filename)},filetype ${b64('image/jpeg')},draftId ${b64(draftId)}`,
    },
  });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) {
    throw new Error(`upload not created: ${created.status} ${await created.text()}`);
  }
  const patched = await fetch(new URL(location, product.origin), {
    method: 'PATCH',
    headers: {
      ...auth,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(photo),
  });
  if (patched.status !== 204) throw new Error(`upload failed: ${patched.status}`);
  const mediaId = location.split('/').pop() as string;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const { body } = await apiJson<{ media: { status: string; error: string | null } }>(
      product,
      `media/${mediaId}`,
      { token },
    );
    if (body.media.status === 'ready') return mediaId;
    if (body.media.status === 'failed') throw new Error(`processing failed: ${body.media.error}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`media ${mediaId} was not processed in 60 s`);
}
