import { describe, expect, it } from '@rstest/core';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { VIEWPORTS } from './support/axe';
import { liveProductAndBrowser, newPhone } from './support/live';
import {
  logInThroughApi,
  photoWithGps,
  SECTIONS,
  seedDraft,
  uploadPhoto,
  useSession,
} from './support/posting';
import { E2E_ADMIN } from './support/product';

/** Keyboard only (no mouse, no click): login, search, dialogs' focus, and reduced motion. */

const live = liveProductAndBrowser({ LISTING_DEMO_COUNT: '60' });

async function openPage(path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await live.browser.newContext({ viewport: VIEWPORTS.desktop, ...options });
  const page = await context.newPage();
  await page.goto(`${live.product.origin}${path}`);
  return page;
}

const hasFocus = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);
const holdsFocus = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '<body>';
    return `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim()}"`;
  });

/** Presses Tab until `target` has focus (none if it has already); fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  await target.waitFor();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press('Tab');
  }
  if (await hasFocus(target)) return;
  throw new Error(
    `${limit} Tabs never reached ${target}; focus is on ${await focusedElement(page)}`,
  );
}

/** Focus moves when a dialog opens or closes (after Fluent's motion): wait up to 2 s for it. */
async function expectFocus(page: Page, reached: () => Promise<boolean>, where: string) {
  const deadline = Date.now() + 2_000;
  while (!(await reached())) {
    if (Date.now() > deadline) {
      throw new Error(`focus is on ${await focusedElement(page)}, not ${where}`);
    }
    await page.waitForTimeout(50);
  }
}
const expectFocusOn = (page: Page, target: Locator) =>
  expectFocus(page, () => hasFocus(target), `on ${target}`);
const expectFocusInside = (page: Page, container: Locator) =>
  expectFocus(page, () => holdsFocus(container), `inside ${container}`);

async function expectFocusBackOn(page: Page, opener: Locator, dialog: Locator) {
  await dialog.waitFor({ state: 'hidden' });
  await expectFocusOn(page, opener);
}

describe('keyboard only', () => {
  it('logs in: Tab to Login, Enter, mobile, Send OTP, code, Verify', async () => {
    const page = await openPage('/');
    const login = page.getByRole('banner').getByRole('button', { name: 'Login' });
    await tabTo(page, login);
    await page.keyboard.press('Enter');

    const mobile = page.getByRole('dialog', { name: 'Mobile Verification' });
    await mobile.waitFor();
    const phoneInput = mobile.getByRole('textbox', { name: 'Enter 10-digit mobile number' });
    await expectFocusOn(page, phoneInput);
    const phone = newPhone('6');
    await page.keyboard.type(phone);
    await tabTo(page, mobile.getByRole('button', { name: 'Send OTP' }), 5);
    await page.keyboard.press('Enter');

    const otp = page.getByRole('dialog', { name: 'OTP Verification' });
    await otp.waitFor();
    const codeInput = otp.getByRole('textbox');
    await expectFocusOn(page, codeInput);
    await page.keyboard.type(await live.product.devOtp(phone));
    await tabTo(page, otp.getByRole('button', { name: 'Verify OTP' }), 5);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/create-profile/);
    await page.getByRole('button', { name: /account menu/i }).waitFor();
    await page.context().close();
  });

  it('searches with suggestions: type, ArrowDown, Enter', async () => {
    const page = await openPage('/');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search properties' });
    await tabTo(page, search);
    await page.keyboard.type('Mu');
    const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
    const first = suggestions.getByRole('option').first();
    await first.waitFor();
    const picked = ((await first.getAttribute('aria-labelledby')) ?? '').split(' ')[0];
    const pickedText = (await page.locator(`[id="${picked}"]`).textContent())?.trim() ?? '';
    expect(pickedText.length).toBeGreaterThan(0);

    await page.keyboard.press('ArrowDown');
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/property-listing\?search=/);
    expect(new URL(page.url()).searchParams.get('search')).toBe(pickedText);
    await page.getByRole('list', { name: 'Listings' }).waitFor();
    await page.context().close();
  });
});

describe('the media step by keyboard', () => {
  it('moves a photo: Tab to its Move button, Space, ArrowRight, Space; the order is kept on reload', async () => {
    const phone = newPhone('6');
    const session = await logInThroughApi(live.product, phone);
    const draftId = await seedDraft(live.product, session.token, {
      basicDetails: SECTIONS.basicDetails,
      locationDetails: SECTIONS.locationDetails,
      profileDetails: SECTIONS.profileDetails(phone),
    });
    const captions = ['Hall', 'Kitchen', 'Terrace'];
    const items = [];
    for (const [index, caption] of captions.entries()) {
      const photo = await photoWithGps(1200, 900, index * 90);
      const mediaId = await uploadPhoto(
        live.product,
        session.token,
        draftId,
        photo,
        `${caption}.jpg`,
      );
      items.push({ mediaId, kind: 'image', caption });
    }
    await seedDraft(live.product, session.token, {
      mediaUpload: { items, coverMediaId: items[0]?.mediaId },
    });

    const context = await live.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await useSession(page, live.product, session);
    await page.goto(`${live.product.origin}/add-property/media`);
    const list = page.getByRole('list', { name: 'Your photos and videos' });
    // Each card's thumbnail is named by its caption: the order on screen.
    const order = async () => {
      await list
        .getByRole('img')
        .nth(captions.length - 1)
        .waitFor({ timeout: 30_000 });
      return list
        .getByRole('img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    };
    expect(await order()).toEqual(captions);

    const firstMove = list.getByRole('button', { name: /^Move / }).first();
    await tabTo(page, firstMove, 80);
    // dnd-kit measures the cards after each key: give it a frame or two between presses.
    for (const key of ['Space', 'ArrowRight', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(300);
    }
    await expect.poll(order, { timeout: 5_000 }).toEqual(['Kitchen', 'Hall', 'Terrace']);

    await page.reload();
    expect(await order()).toEqual(['Kitchen', 'Hall', 'Terrace']);
    await context.close();
  }, 180_000);
});

describe('focus moves into each dialog and back to its opener', () => {
  it('the login dialog: Escape, then Cancel on both steps', async () => {
    const page = await openPage('/');
    const login = page.getByRole('banner').getByRole('button', { name: 'Login' });
    const mobile = page.getByRole('dialog', { name: 'Mobile Verification' });

    await tabTo(page, login);
    await page.keyboard.press('Enter');
    await mobile.waitFor();
    await expectFocusInside(page, mobile);
    await page.keyboard.press('Escape');
    await expectFocusBackOn(page, login, mobile);

    await page.keyboard.press('Enter');
    await mobile.waitFor();
    await expectFocusInside(page, mobile);
    await tabTo(page, mobile.getByRole('button', { name: 'Cancel' }), 5);
    await page.keyboard.press('Enter');
    await expectFocusBackOn(page, login, mobile);

    await page.keyboard.press('Enter');
    await mobile.waitFor();
    await page.keyboard.type(newPhone('6'));
    await page.keyboard.press('Enter');
    const otp = page.getByRole('dialog', { name: 'OTP Verification' });
    await otp.waitFor();
    await expectFocusInside(page, otp);
    await tabTo(page, otp.getByRole('button', { name: 'Cancel' }), 5);
    await page.keyboard.press('Enter');
    await expectFocusBackOn(page, login, otp);
    await page.context().close();
  });

  it('the side drawer on a phone: Escape, then its close button', async () => {
    const page = await openPage('/', { viewport: VIEWPORTS.phone });
    const menu = page.getByRole('button', { name: 'Open navigation menu' });
    const drawer = page.getByRole('dialog', { name: 'Navigation' });

    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    await drawer.waitFor();
    await expectFocusInside(page, drawer);
    await page.keyboard.press('Escape');
    await expectFocusBackOn(page, menu, drawer);

    await page.keyboard.press('Enter');
    await drawer.waitFor();
    await tabTo(page, drawer.getByRole('button', { name: 'Close navigation menu' }), 10);
    await page.keyboard.press('Enter');
    await expectFocusBackOn(page, menu, drawer);
    await page.context().close();
  });

  it('the filter drawer on a phone: Escape', async () => {
    const page = await openPage('/property-listing', { viewport: VIEWPORTS.phone });
    const filters = page.getByRole('button', { name: /^Filters/ });
    const drawer = page.getByRole('dialog', { name: 'Search filters' });
    await page.getByRole('list', { name: 'Listings' }).waitFor();

    await tabTo(page, filters);
    await page.keyboard.press('Enter');
    await drawer.waitFor();
    await expectFocusInside(page, drawer);
    await page.keyboard.press('Escape');
    await expectFocusBackOn(page, filters, drawer);
    await page.context().close();
  });

  it('the admin logs in and opens the logout dialog: Escape and Cancel', async () => {
    const page = await openPage('/admin/login');
    await tabTo(page, page.getByRole('textbox', { name: /email/i }));
    await page.keyboard.type(E2E_ADMIN.email);
    await tabTo(page, page.getByLabel(/password/i), 3);
    await page.keyboard.type(E2E_ADMIN.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${live.product.origin}/admin/dashboard`);

    const logout = page.getByRole('button', { name: 'Logout' });
    const dialog = page.getByRole('dialog', { name: 'Log out of the admin area?' });
    await tabTo(page, logout);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expectFocusInside(page, dialog);
    await page.keyboard.press('Escape');
    await expectFocusBackOn(page, logout, dialog);

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Cancel' }), 5);
    await page.keyboard.press('Enter');
    await expectFocusBackOn(page, logout, dialog);
    await page.context().close();
  });
});

type Motion = { dialogMs: number; drawerMs: number; shimmerSeconds: number };

/**
 * The longest animation seen while the login dialog and the side drawer open (Fluent animates
 * them with the Web Animations API, recorded from the first script on), and the duration of the
 * skeleton's shimmer (a CSS animation on ::after) while recent listings load on the home page.
 */
async function measureMotion(options: BrowserContextOptions): Promise<Motion> {
  const context = await live.browser.newContext({ viewport: VIEWPORTS.desktop, ...options });
  await context.addInitScript(() => {
    const durations: number[] = [];
    (window as Window & { __motion?: number[] }).__motion = durations;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (...args: Parameters<Element['animate']>) {
      const animation = animate.apply(this, args);
      durations.push(Number(animation.effect?.getTiming().duration ?? 0));
      return animation;
    };
  });
  const page = await context.newPage();
  const longest = () =>
    page.evaluate(() => {
      const recorded = (window as Window & { __motion?: number[] }).__motion ?? [];
      const running = document
        .getAnimations()
        .map((animation) => Number(animation.effect?.getTiming().duration ?? 0));
      recorded.length = 0;
      return Math.max(0, ...recorded, ...running);
    });

  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/listings/search**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${live.product.origin}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // A popular city opens its listing in the browser; its search is held above, so its cards shimmer.
  await page
    .getByRole('navigation', { name: 'Popular cities' })
    .getByRole('link', { name: 'Pune' })
    .click();
  const shimmer = page.locator('.fui-SkeletonItem').first();
  await shimmer.waitFor();
  const shimmerSeconds = await shimmer.evaluate((element) =>
    Number.parseFloat(getComputedStyle(element, '::after').animationDuration),
  );
  release();
  await page.keyboard.press('Home');
  await longest();

  const login = page.getByRole('banner').getByRole('button', { name: 'Login' });
  await login.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Mobile Verification' });
  await dialog.waitFor();
  await page.waitForTimeout(600);
  const dialogMs = await longest();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  await page.setViewportSize(VIEWPORTS.phone);
  await longest();
  await page.getByRole('button', { name: 'Open navigation menu' }).press('Enter');
  await page.getByRole('dialog', { name: 'Navigation' }).waitFor();
  await page.waitForTimeout(600);
  const drawerMs = await longest();
  await context.close();
  return { dialogMs, drawerMs, shimmerSeconds };
}

describe('motion', () => {
  it('is all but removed when the visitor asks for reduced motion', async () => {
    const reduced = await measureMotion({ reducedMotion: 'reduce' });
    expect(reduced.dialogMs).toBeLessThanOrEqual(1);
    expect(reduced.drawerMs).toBeLessThanOrEqual(1);
    expect(reduced.shimmerSeconds).toBeLessThanOrEqual(0.001);
  });

  it('plays as designed otherwise (so the check above can fail)', async () => {
    const full = await measureMotion({ reducedMotion: 'no-preference' });
    expect(full.dialogMs).toBeGreaterThan(100);
    expect(full.drawerMs).toBeGreaterThan(100);
    expect(full.shimmerSeconds).toBeGreaterThan(0.5);
  });
});
