import { describe, expect, it } from '@rstest/core';
import type { Page, Request } from 'playwright-core';
import { liveProductAndBrowser, newPhone } from './support/live';
import {
  apiJson,
  CAMERA_MAKE,
  exifOf,
  logInThroughApi,
  logInThroughDialogs,
  photoWithGps,
  SECTIONS,
  seedDraft,
  tokenOf,
  useSession,
} from './support/posting';

/**
 * An owner posts a property in Chromium against the real api (issue 11): the five steps, real
 * JPEGs with GPS EXIF, a reload in the middle, the draft on a second device, preview, submit.
 */

const live = liveProductAndBrowser();
const DESKTOP = { width: 1280, height: 800 };
const STEP_TIMEOUT = 30_000;
/** A phone may ask for a new code only 30 s after the previous one (the server's resend rule). */
const RESEND_WAIT_MS = 31_000;

const url = (path: string) => `${live.product.origin}${path}`;
const field = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });

async function next(page: Page, to: RegExp, label = 'Next') {
  await page.getByRole('button', { name: label }).click();
  await page.waitForURL(to, { timeout: STEP_TIMEOUT });
}

/** JPEGs under the browser's resize size travel as they are: GPS reaches the server. */
async function photos(count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      name: `room-${index + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await photoWithGps(1600, 1200, index * 70),
    })),
  );
}

const fileInput = (page: Page) => page.locator('input[type=file]');

async function waitUntilReady(page: Page, names: string[]) {
  for (const name of names) {
    await page.getByRole('radio', { name: `Cover photo, ${name}` }).waitFor({ timeout: 90_000 });
  }
  // The cover choice shows once a file is on the server; its processing may still be running.
  await expect
    .poll(() => page.getByRole('progressbar', { name: 'Processing…' }).count(), {
      timeout: 90_000,
    })
    .toBe(0);
}

async function ownerOpensMediaStep(): Promise<{ page: Page; close: () => Promise<void> }> {
  const phone = newPhone('8');
  const session = await logInThroughApi(live.product, phone);
  await seedDraft(live.product, session.token, {
    basicDetails: SECTIONS.basicDetails,
    locationDetails: SECTIONS.locationDetails,
    profileDetails: SECTIONS.profileDetails(phone),
  });
  const context = await live.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await useSession(page, live.product, session);
  await page.goto(url('/add-property/media'));
  const choose = page.getByRole('button', { name: 'Choose files' });
  await choose.waitFor({ timeout: STEP_TIMEOUT });
  await expect.poll(() => choose.isEnabled(), { timeout: STEP_TIMEOUT }).toBe(true);
  return { page, close: () => context.close() };
}

describe('an owner posts a property', () => {
  it('fills the five steps with GPS-tagged photos, survives a reload, resumes on a second device, previews and submits for review', {
    timeout: 420_000,
  }, async () => {
    const phone = newPhone();
    const first = await live.browser.newContext({ viewport: DESKTOP });
    const page = await first.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(url('/'));
    await logInThroughDialogs(page, live.product, phone);
    const codeAskedAt = Date.now();
    await page.waitForURL(/\/create-profile/);

    // The posting check (spec section 6): a new user's first listing is free.
    await page.getByRole('banner').getByRole('button', { name: 'Post Property FREE' }).click();
    await page.waitForURL(/\/add-property$/, { timeout: STEP_TIMEOUT });
    await page.getByRole('heading', { level: 1, name: 'Basic details' }).waitFor();

    // Basic details
    await page.getByRole('radio', { name: 'Sell' }).check();
    await page.getByRole('combobox', { name: /Property type/ }).selectOption('Apartment');
    await field(page, 'Bedrooms (BHK)').fill('2');
    await field(page, 'Bathrooms').fill('2');
    await field(page, 'Carpet area').fill('850');
    await page.getByRole('radio', { name: 'Ready to move' }).check();
    await field(page, 'Age of the building (years)').fill('4');
    await field(page, 'Description').fill('Corner flat with a view of the hills.');
    const title = await field(page, /Title/).inputValue();
    expect(title).toMatch(/2 BHK/);
    await next(page, /\/add-property\/location$/);

    // Location
    await page.getByRole('combobox', { name: /^State/ }).selectOption('Maharashtra');
    await page.getByRole('combobox', { name: /^City/ }).fill('Pune');
    await page.getByRole('combobox', { name: /^Locality/ }).fill('Baner');
    await field(page, /PIN code/).fill('411045');
    await next(page, /\/add-property\/profile$/);

    // A reload in the middle: what was entered is still there.
    await page.reload();
    await page
      .getByRole('heading', { level: 1, name: 'Profile' })
      .waitFor({ timeout: STEP_TIMEOUT });
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/add-property\/location$/);
    expect(await field(page, /PIN code/).inputValue()).toBe('411045');
    expect(await page.getByRole('combobox', { name: /^State/ }).inputValue()).toBe('Maharashtra');
    expect(await page.getByRole('combobox', { name: /^Locality/ }).inputValue()).toBe('Baner');
    await next(page, /\/add-property\/profile$/);

    // Profile: the verified mobile is shown, read-only.
    expect(await field(page, 'Mobile number').inputValue()).toContain(phone);
    await page.getByRole('radio', { name: 'Owner' }).check();
    await field(page, /Contact name/).fill('Asha Verma');
    await next(page, /\/add-property\/media$/);

    // Media: three real JPEGs carrying GPS, uploaded and processed until ready.
    // Photos under the browser's resize size travel as they are (GPS included): each upload
    // declares the picked file's own length.
    const declared: number[] = [];
    const collect = (request: Request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/uploads')) {
        declared.push(Number(request.headers()['upload-length']));
      }
    };
    page.on('request', collect);
    const picked = await photos(3);
    for (const photo of picked) {
      expect((await exifOf(photo.buffer)).exif?.includes(Buffer.from(CAMERA_MAKE))).toBe(true);
    }
    await page.getByRole('button', { name: 'Choose files' }).waitFor();
    await fileInput(page).setInputFiles(picked);
    await waitUntilReady(
      page,
      picked.map((photo) => photo.name),
    );
    page.off('request', collect);
    expect(declared.sort()).toEqual(picked.map((photo) => photo.buffer.length).sort());

    // GPS is gone from what the server serves.
    const token = await tokenOf(page);
    const draft = await apiJson<{ draft: { _id: string } | null }>(live.product, 'drafts/current', {
      token,
    });
    const draftId = draft.body.draft?._id as string;
    await next(page, /\/add-property\/pricing$/);
    const saved = await apiJson<{
      draft: { sections: { mediaUpload: { items: { mediaId: string }[] } | null } };
    }>(live.product, `drafts/${draftId}`, { token });
    const items = saved.body.draft.sections.mediaUpload?.items ?? [];
    expect(items).toHaveLength(3);
    const media = await apiJson<{ media: { status: string; srcSet: string; url: string } }>(
      live.product,
      `media/${items[0]?.mediaId}`,
      { token },
    );
    expect(media.body.media.status).toBe('ready');
    const variants = media.body.media.srcSet.split(', ').map((entry) => entry.split(' ')[0]);
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants) {
      const served = Buffer.from(await (await fetch(url(variant as string))).arrayBuffer());
      const meta = await exifOf(served);
      expect(meta.exif).toBeNull();
      expect(served.includes(Buffer.from(CAMERA_MAKE))).toBe(false);
    }

    // A second device: the same phone logs in there and finds the draft.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, RESEND_WAIT_MS - (Date.now() - codeAskedAt))),
    );
    const second = await live.browser.newContext({ viewport: DESKTOP });
    const other = await second.newPage();
    other.on('pageerror', (error) => errors.push(error.message));
    await other.goto(url('/'));
    await logInThroughDialogs(other, live.product, phone);
    await other.getByRole('banner').getByRole('button', { name: 'Post Property FREE' }).click();
    await other.getByRole('heading', { level: 1, name: 'Basic details' }).waitFor({
      timeout: STEP_TIMEOUT,
    });
    await expect
      .poll(() => field(other, /Title/).inputValue(), { timeout: STEP_TIMEOUT })
      .toBe(title);
    await other.goto(url('/add-property/media'));
    // Files restored from the server are named by their place (the file names stay on the first device).
    await waitUntilReady(other, ['Photo 1', 'Photo 2', 'Photo 3']);
    await next(other, /\/add-property\/pricing$/);

    // Pricing, preview, submit (on the second device).
    await field(other, /Sale price/).fill('12500000');
    await other.getByText('1.25 Crore').first().waitFor();
    await next(other, /\/add-property\/pricing\?view=preview$/, 'Preview and submit');
    await other.getByRole('heading', { level: 1, name: 'Preview and submit' }).waitFor();
    // The listing as the public will see it: the listing remote's own detail view.
    await other
      .getByRole('region', { name: 'Preview of your listing' })
      .getByText(title)
      .first()
      .waitFor({ timeout: STEP_TIMEOUT });
    await other.getByRole('meter', { name: 'Listing quality score' }).waitFor();
    const submitted = other.waitForResponse(
      (response) => /\/api\/drafts\/[^/]+\/submit$/.test(response.url()),
      { timeout: STEP_TIMEOUT },
    );
    await other.getByRole('button', { name: 'Submit for review' }).click();
    const answer = (await (await submitted).json()) as {
      isSuccess: boolean;
      property: { _id: string; status: string };
    };
    await other.getByText('Your property was sent for review').first().waitFor();
    await other.waitForURL(/\/my-properties$/, { timeout: STEP_TIMEOUT });
    expect(answer.isSuccess).toBe(true);
    expect(answer.property.status).toBe('pending-review');

    // Pending: the owner reads it, the public does not see it.
    const owned = await apiJson<{ property: { status: string; title: string } }>(
      live.product,
      `property/${answer.property._id}`,
      { token },
    );
    expect(owned.status).toBe(200);
    expect(owned.body.property).toMatchObject({ status: 'pending-review', title });
    expect((await fetch(url(`/api/listings/${answer.property._id}`))).status).toBe(404);
    expect(errors).toEqual([]);
    await first.close();
    await second.close();
  });

  it('a refused file says why in words: a program renamed .jpg, an iPhone HEIC', {
    timeout: 120_000,
  }, async () => {
    const { page, close } = await ownerOpensMediaStep();
    await fileInput(page).setInputFiles([
      {
        name: 'flat-photo.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(4096, 7)]),
      },
      { name: 'IMG_2041.HEIC', mimeType: 'image/heic', buffer: Buffer.alloc(2048, 1) },
    ]);
    await page
      .getByText(/IMG_2041\.HEIC: iPhone HEIC photos cannot be added/)
      .waitFor({ timeout: STEP_TIMEOUT });
    await page
      .getByText(/flat-photo\.jpg could not be read; it may be damaged/)
      .waitFor({ timeout: STEP_TIMEOUT });
    expect(await page.getByRole('radio', { name: /Cover photo/ }).count()).toBe(0);
    await close();
  });

  it('a failed upload shows Retry and finishes when retried', { timeout: 180_000 }, async () => {
    const { page, close } = await ownerOpensMediaStep();
    // Every PATCH fails (the network drops) until the client's own retries are spent.
    let failing = true;
    let aborted = 0;
    await page.route('**/api/uploads/**', async (route) => {
      if (failing && route.request().method() === 'PATCH') {
        aborted += 1;
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    await fileInput(page).setInputFiles(await photos(1));
    const retry = page.getByRole('button', { name: 'Retry upload of room-1.jpg' });
    await retry.waitFor({ timeout: 90_000 });
    expect(aborted).toBeGreaterThan(0);
    await page.getByText('Upload failed. Check your connection and press Retry.').waitFor();
    failing = false;
    await retry.click();
    await waitUntilReady(page, ['room-1.jpg']);
    expect(await retry.count()).toBe(0);
    await close();
  });
});
