import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { ownerWithListing } from './support/accounts';
import { logInAtAdminLogin, uniqueWord } from './support/admin';
import { expectAccessible, VIEWPORTS } from './support/axe';
import { liveProductAndBrowser, newPhone } from './support/live';
import {
  apiJson,
  logInThroughApi,
  photoWithGps,
  SECTIONS,
  seedDraft,
  tokenOf,
  uploadPhoto,
  useSession,
} from './support/posting';

/**
 * axe (WCAG 2.1 A and AA) on every route a visitor, a user and an admin can reach, at desktop and
 * phone widths. Every new screen adds its routes here.
 */

const live = liveProductAndBrowser({ LISTING_DEMO_COUNT: '60' });

const A11Y_TIMEOUT = 90_000;
const UNKNOWN_LISTING = '00000000-0000-4000-8000-000000000000';

const pageErrors = new WeakMap<Page, string[]>();

async function newSession(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await live.browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page };
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Opens `path` and waits until `ready` shows and the route did not redirect. */
async function visit(page: Page, path: string, ready: (page: Page) => Locator = h1) {
  await page.setViewportSize(VIEWPORTS.desktop);
  const errors = pageErrors.get(page) ?? [];
  errors.length = 0;
  await page.goto(`${live.product.origin}${path}`);
  await ready(page)
    .first()
    .waitFor()
    .catch((error: Error) => {
      throw new Error(
        `${path} never got ready: ${error.message}\npage errors: ${errors.join('\n')}`,
      );
    });
  const url = new URL(page.url());
  if (`${url.pathname}${url.search}` !== path) {
    throw new Error(`${path} went to ${url.pathname}${url.search}`);
  }
}

/** Network quiet and two frames painted: what a resize or an opened popup changes is on screen. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  // Opening drawers and dialogs fade in: axe measured a badge's contrast mid-fade on a slow CI
  // machine. Wait for every finite animation (spinners run forever and are left alone).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

async function checkRoute(page: Page, path: string, ready?: (page: Page) => Locator) {
  await visit(page, path, ready);
  await expectAccessible(page, path, ['desktop', 'phone'], () => settled(page));
}

async function openMobileDialog(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mobile Verification' });
  await dialog.waitFor();
  return dialog;
}

async function openOtpDialog(page: Page, phone: string): Promise<Locator> {
  const mobile = await openMobileDialog(page);
  await mobile.getByRole('textbox', { name: 'Enter 10-digit mobile number' }).fill(phone);
  await mobile.getByRole('button', { name: 'Send OTP' }).click();
  const dialog = page.getByRole('dialog', { name: 'OTP Verification' });
  await dialog.waitFor();
  return dialog;
}

async function logInUser(page: Page, phone = newPhone('7')): Promise<string> {
  await page.goto(`${live.product.origin}/`);
  const otp = await openOtpDialog(page, phone);
  await otp.getByRole('textbox').fill(await live.product.devOtp(phone));
  await otp.getByRole('button', { name: 'Verify OTP' }).click();
  await page.waitForURL(/\/create-profile/);
  return page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').auth.user._id);
}

async function anyListingId(): Promise<string> {
  const response = await fetch(`${live.product.origin}/api/listings/search?sort=newest&limit=1`);
  const body = (await response.json()) as { data: { _id: string }[] };
  const id = body.data[0]?._id;
  if (!id) throw new Error('The demo data has no listing');
  return id;
}

describe('a visitor', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newSession());
  });
  afterAll(() => context?.close());

  const listings = (page: Page) =>
    page.getByRole('list', { name: 'Listings' }).getByRole('article');

  it('/ (home)', { timeout: A11Y_TIMEOUT }, () => checkRoute(page, '/'));
  it('/property-listing', { timeout: A11Y_TIMEOUT }, () =>
    checkRoute(page, '/property-listing', listings),
  );
  it('/property-listing?search=Pune', { timeout: A11Y_TIMEOUT }, () =>
    checkRoute(page, '/property-listing?search=Pune', listings),
  );
  it('a detail page', { timeout: A11Y_TIMEOUT }, async () =>
    checkRoute(page, `/property/details/${await anyListingId()}`, (page) =>
      page.getByRole('heading', { name: 'Key facts' }),
    ),
  );
  it('an unknown detail page', { timeout: A11Y_TIMEOUT }, () =>
    checkRoute(page, `/property/details/${UNKNOWN_LISTING}`, (page) =>
      page.getByRole('heading', { name: 'This property is not available' }),
    ),
  );
  it('a footer static page (/about-us)', { timeout: A11Y_TIMEOUT }, () =>
    checkRoute(page, '/about-us'),
  );
  it('the not-found page', { timeout: A11Y_TIMEOUT }, () =>
    checkRoute(page, '/no-such-page', (page) =>
      page.getByRole('heading', { name: 'Page not found' }),
    ),
  );
  it('/Cancel', { timeout: A11Y_TIMEOUT }, () => checkRoute(page, '/Cancel'));

  it('the Mobile Verification dialog open', { timeout: A11Y_TIMEOUT }, async () => {
    await visit(page, '/');
    await openMobileDialog(page);
    await expectAccessible(page, 'Mobile Verification dialog', ['desktop', 'phone'], () =>
      settled(page),
    );
  });

  it('the OTP Verification dialog open', { timeout: A11Y_TIMEOUT }, async () => {
    await visit(page, '/');
    await openOtpDialog(page, newPhone('7'));
    await expectAccessible(page, 'OTP Verification dialog', ['desktop', 'phone'], () =>
      settled(page),
    );
  });

  it('the search suggestions open (desktop only)', { timeout: A11Y_TIMEOUT }, async () => {
    await visit(page, '/');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search properties' });
    await search.fill('Mu');
    await page.getByRole('listbox', { name: 'Search suggestions' }).waitFor();
    await expectAccessible(page, 'search suggestions', ['desktop'], () => settled(page));
  });

  it('the side drawer open (phone only)', { timeout: A11Y_TIMEOUT }, async () => {
    await visit(page, '/');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('dialog', { name: 'Navigation' }).waitFor();
    await expectAccessible(page, 'side drawer', ['phone'], () => settled(page));
  });

  it('the filter drawer open on /property-listing (phone only)', {
    timeout: A11Y_TIMEOUT,
  }, async () => {
    await visit(page, '/property-listing', listings);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('dialog', { name: 'Search filters' }).waitFor();
    await expectAccessible(page, 'filter drawer', ['phone'], () => settled(page));
  });

  for (const path of ['/admin/login', '/admin/forget-password', '/admin/change-password']) {
    it(path, { timeout: A11Y_TIMEOUT }, () => checkRoute(page, path));
  }
});

describe('a logged-in user', () => {
  let context: BrowserContext;
  let page: Page;
  let userId = '';
  let token = '';
  let draftId = '';
  beforeAll(async () => {
    ({ context, page } = await newSession());
    const phone = newPhone('7');
    userId = await logInUser(page, phone);
    // A complete draft with a processed photo: every wizard step and the preview can be opened
    // (a step opens only when the steps before it are valid) and shows its filled-in state.
    token = await tokenOf(page);
    draftId = await seedDraft(live.product, token, {
      basicDetails: SECTIONS.basicDetails,
      locationDetails: SECTIONS.locationDetails,
      profileDetails: SECTIONS.profileDetails(phone),
    });
    const photo = await uploadPhoto(
      live.product,
      token,
      draftId,
      await photoWithGps(1200, 900, 30),
      'hall.jpg',
    );
    await seedDraft(live.product, token, {
      mediaUpload: {
        items: [{ mediaId: photo, kind: 'image', caption: 'Hall' }],
        coverMediaId: photo,
      },
      pricingDetails: SECTIONS.pricingDetails,
    });
  }, 180_000);
  afterAll(() => context?.close());

  it('the account menu open', { timeout: A11Y_TIMEOUT }, async () => {
    await visit(page, '/');
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menu').waitFor();
    await expectAccessible(page, 'account menu', ['desktop'], () => settled(page));
  });

  it('the side drawer open with the account links (phone only)', {
    timeout: A11Y_TIMEOUT,
  }, async () => {
    await visit(page, '/');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('navigation', { name: 'Account' }).waitFor();
    await expectAccessible(page, 'side drawer (user)', ['phone'], () => settled(page));
  });

  const userRoutes: [name: string, path: () => string][] = [
    ['/create-profile/{userId}', () => `/create-profile/${userId}`],
    ...[
      '/create-profile',
      '/profile',
      '/my-dashboard',
      '/my-leads',
      '/subscriptions/plan',
      '/Success',
      '/my-properties',
      '/checkout',
      '/view/property',
      '/save-favourite',
    ].map((path): [string, () => string] => [path, () => path]),
  ];
  for (const [name, path] of userRoutes) {
    it(name, { timeout: A11Y_TIMEOUT }, () => checkRoute(page, path()));
  }

  // The wizard with the seeded draft: each step once its form (or the preview) is on screen.
  const wizardRoutes: [path: string, ready: (page: Page) => Locator][] = [
    ['/add-property', (page) => page.getByRole('combobox', { name: /Property type/ })],
    ['/add-property/location', (page) => page.getByRole('textbox', { name: /PIN code/ })],
    ['/add-property/profile', (page) => page.getByRole('textbox', { name: 'Mobile number' })],
    ['/add-property/media', (page) => page.getByRole('radio', { name: /^Cover photo, / })],
    ['/add-property/pricing', (page) => page.getByRole('textbox', { name: /Sale price/ })],
    [
      '/add-property/pricing?view=preview',
      (page) => page.getByRole('region', { name: 'Preview of your listing' }).getByRole('img'),
    ],
  ];
  for (const [path, ready] of wizardRoutes) {
    it(path, { timeout: A11Y_TIMEOUT }, () => checkRoute(page, path, ready));
  }

  // Last: the draft is submitted, and the owner edits the listing it became.
  it('/my-properties/edit/{propertyId}', { timeout: A11Y_TIMEOUT }, async () => {
    const submitted = await apiJson<{ property: { _id: string } }>(
      live.product,
      `drafts/${draftId}/submit`,
      { method: 'POST', token },
    );
    expect(submitted.status).toBe(200);
    const path = `/my-properties/edit/${submitted.body.property._id}`;
    await checkRoute(page, path);
    await checkRoute(page, `${path}?step=review`);
  });
});

// Issue 12's pages with something in them: a live listing with a lead, a favourite, a saved
// search (the user block above sees them empty), in English, and the two busiest in Hindi.
describe('an owner with a listing, a lead, a favourite and a saved search', () => {
  const title = `Accessible 2 BHK ${Date.now()}`;
  let context: BrowserContext;
  let page: Page;
  let propertyId = '';
  beforeAll(async () => {
    const listed = await ownerWithListing(live.product, {
      title,
      name: 'Ravi Kulkarni',
      publish: true,
    });
    propertyId = listed.propertyId;
    const { owner } = listed;
    const detail = await apiJson<{ listing: { contactConsentText: string } }>(
      live.product,
      `listings/${propertyId}`,
    );
    const seeker = await logInThroughApi(live.product, newPhone('8'));
    const lead = await apiJson(live.product, 'users/leads', {
      method: 'POST',
      token: seeker.token,
      body: { propertyId, consent: true, consentText: detail.body.listing.contactConsentText },
    });
    expect(lead.status).toBe(200);
    const favourite = await apiJson(live.product, 'users/property/addFavourite', {
      method: 'POST',
      token: owner.token,
      body: { userId: owner.user._id, propertyId: await anyListingId(), isFavourite: true },
    });
    expect(favourite.status).toBe(200);
    const search = await apiJson(live.product, 'users/saved-searches', {
      method: 'POST',
      token: owner.token,
      body: { name: 'Flats in Pune', criteria: { city: 'Pune' }, alerts: 'daily' },
    });
    expect(search.status).toBe(200);
    ({ context, page } = await newSession());
    await useSession(page, live.product, owner);
  }, 180_000);
  afterAll(() => context?.close());

  const ownerRoutes: [name: string, path: () => string, ready: (page: Page) => Locator][] = [
    [
      '/my-dashboard',
      () => '/my-dashboard',
      (page) => page.getByRole('heading', { name: 'My listings' }),
    ],
    [
      '/my-properties',
      () => '/my-properties',
      (page) => page.getByRole('grid', { name: 'Your listings' }).getByText(title),
    ],
    [
      '/my-leads',
      () => '/my-leads',
      (page) => page.getByRole('grid', { name: 'Leads' }).getByRole('gridcell'),
    ],
    [
      '/view/property?propertyId={id}',
      () => `/view/property?propertyId=${propertyId}`,
      (page) =>
        page
          .getByRole('region', { name: 'Your listing as buyers see it' })
          .getByRole('heading', { level: 1, name: title }),
    ],
    ['/save-favourite', () => '/save-favourite', (page) => page.getByRole('article')],
    [
      '/save-favourite?tab=searches',
      () => '/save-favourite?tab=searches',
      (page) => page.getByRole('article', { name: 'Flats in Pune' }),
    ],
  ];
  for (const [name, path, ready] of ownerRoutes) {
    it(`${name} with data`, { timeout: A11Y_TIMEOUT }, () => checkRoute(page, path(), ready));
  }

  for (const [path, ready] of [
    ['/my-dashboard', (page: Page) => page.getByRole('heading', { level: 2 })],
    ['/my-leads', (page: Page) => page.getByRole('gridcell')],
  ] as const) {
    it(`${path} in Hindi`, { timeout: A11Y_TIMEOUT }, async () => {
      await context.addCookies([{ name: 'lang', value: 'hi', url: live.product.origin }]);
      try {
        await visit(page, path, ready);
        await page.waitForFunction(() => document.documentElement.lang === 'hi');
        await expectAccessible(page, `${path} in Hindi`, ['desktop', 'phone'], () => settled(page));
      } finally {
        await context.clearCookies({ name: 'lang' });
      }
    });
  }
});

// Issue 13's admin screens as a super admin (each with its table or content loaded), a listing's
// drawer and the reject dialog, a user's drawer and the block dialog, the coupon form, and the
// 'no access' page a moderator meets on /admin/operators.
describe('an admin', () => {
  let context: BrowserContext;
  let page: Page;
  const pending = `Review ${uniqueWord('Axe')}`;
  let ownerPhone = '';
  beforeAll(async () => {
    const listed = await ownerWithListing(live.product, { title: pending, publish: false });
    ownerPhone = listed.phone;
    ({ context, page } = await newSession());
    await logInAtAdminLogin(page, live.product, 'super-admin');
  }, 180_000);
  afterAll(() => context?.close());

  const main = (page: Page) => page.getByRole('main');
  const usersGrid = (page: Page) => main(page).getByRole('grid', { name: 'Users' });
  const couponsGrid = (page: Page) => main(page).getByRole('grid', { name: 'Coupons' });
  const reviewGrid = (page: Page) =>
    main(page).getByRole('grid', { name: 'Listings waiting for review' });
  const adminRoutes: [path: string, ready: (page: Page) => Locator][] = [
    [
      '/admin/dashboard',
      (page) => main(page).getByRole('region', { name: 'Numbers for the period' }),
    ],
    ['/admin/users/all', usersGrid],
    ['/admin/users/coupons', couponsGrid],
    ['/admin/properties/all', reviewGrid],
    [
      '/admin/leadmanagementsystem/generated-leads',
      (page) => main(page).getByRole('grid', { name: 'Leads' }),
    ],
    [
      '/admin/leadmanagementsystem/dispatch-lead',
      (page) => main(page).getByRole('grid', { name: 'Leads to dispatch' }),
    ],
    ['/admin/settings', (page) => main(page).getByRole('table', { name: 'Footer pages' })],
    ['/admin/suggestions', (page) => main(page).getByRole('grid', { name: 'Suggestions' })],
    ['/admin/operators', (page) => main(page).getByRole('grid', { name: 'Staff members' })],
  ];
  for (const [path, ready] of adminRoutes) {
    it(path, { timeout: A11Y_TIMEOUT }, () => checkRoute(page, path, ready));
  }

  it('the listing drawer and the reject dialog open', { timeout: A11Y_TIMEOUT }, async () => {
    await visit(page, '/admin/properties/all', reviewGrid);
    const search = page.getByRole('searchbox', {
      name: "Search by title, listing id or owner's mobile",
    });
    await search.fill(pending);
    await search.press('Enter');
    await page.getByRole('button', { name: pending }).click();
    const drawer = page.getByRole('dialog', { name: `Listing ${pending}` });
    await drawer.getByRole('region', { name: 'Actions on this listing' }).waitFor();
    await expectAccessible(page, 'listing drawer', ['desktop', 'phone'], () => settled(page));
    await drawer.getByRole('button', { name: 'Reject' }).click();
    const reject = page.getByRole('dialog', { name: `Reject ${pending}` });
    await reject.waitFor();
    await expectAccessible(page, 'reject dialog', ['desktop', 'phone'], () => settled(page));
    await reject.getByRole('button', { name: 'Cancel' }).click();
  });

  it('the user drawer and the block dialog open', { timeout: A11Y_TIMEOUT }, async () => {
    await visit(page, '/admin/users/all', usersGrid);
    const search = page.getByRole('searchbox', { name: 'Search by mobile number or name' });
    await search.fill(ownerPhone);
    await search.press('Enter');
    await page.getByRole('button', { name: `View ${ownerPhone}` }).click();
    const block = page.getByRole('button', { name: 'Block', exact: true });
    await block.waitFor();
    await expectAccessible(page, 'user drawer', ['desktop', 'phone'], () => settled(page));
    await block.click();
    const dialog = page.getByRole('dialog', { name: /^Block / });
    await dialog.waitFor();
    await expectAccessible(page, 'block dialog', ['desktop', 'phone'], () => settled(page));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('the coupon form open', { timeout: A11Y_TIMEOUT }, async () => {
    await visit(page, '/admin/users/coupons', couponsGrid);
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await page.getByRole('dialog', { name: 'Create a coupon' }).waitFor();
    await expectAccessible(page, 'coupon form', ['desktop', 'phone'], () => settled(page));
  });

  it('the logout dialog open', { timeout: A11Y_TIMEOUT }, async () => {
    await visit(page, '/admin/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Log out of the admin area?' }).waitFor();
    await expectAccessible(page, 'admin logout dialog', ['desktop', 'phone'], () => settled(page));
  });
});

describe('a moderator', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newSession());
    await logInAtAdminLogin(page, live.product, 'moderator');
  }, 120_000);
  afterAll(() => context?.close());

  it('/admin/operators says there is no access', { timeout: A11Y_TIMEOUT }, () =>
    checkRoute(page, '/admin/operators', (page) =>
      page.getByRole('main').getByText('You do not have access to this page'),
    ),
  );
});
