import { describe, expect, it } from '@rstest/core';
import type { Locator, Page } from 'playwright-core';
import { liveProductAndBrowser, newPhone } from './support/live';

const live = liveProductAndBrowser({ LISTING_DEMO_COUNT: '400' });

/** The demo builder account (api/src/seed/content.ts) that owns a few Mumbai listings. */
const OWNER_PHONE = '9876543212';
const OWNER_NAME = 'Rohan Mehta';

async function openPage(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await live.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${live.product.origin}${path}`);
  return { page, errors };
}

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${live.product.origin}/api/${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init?.headers ?? {}) },
  });
  return (await response.json()) as T;
}

async function apiLogin(phone: string): Promise<{ token: string; userId: string }> {
  await api('users/user/login', { method: 'POST', body: JSON.stringify({ phone }) });
  const otp = await live.product.devOtp(phone);
  const answer = await api<{ token: string; user: { _id: string } }>('users/user/verify-otp', {
    method: 'POST',
    body: JSON.stringify({ phone, otp }),
  });
  return { token: answer.token, userId: answer.user._id };
}

type Card = { _id: string; title: string };

/** A listing of the demo owner, found through the public api. */
async function ownersListing(): Promise<Card> {
  const search = await api<{ data: Card[] }>('listings/search?city=Mumbai&sort=newest&limit=50');
  for (const card of search.data) {
    const detail = await api<{ listing: { postedByName: string } }>(`listings/${card._id}`);
    if (detail.listing.postedByName.startsWith(OWNER_NAME)) return card;
  }
  throw new Error(`No listing of ${OWNER_NAME} among the newest Mumbai listings`);
}

/**
 * Opens a server-rendered listing page as a signed-in user and waits until the listing remote has
 * hydrated, which then asks for the user's favourite ids: a click before that is lost (a checkbox
 * is even reset by hydration).
 */
async function gotoHydrated(page: Page, path: string) {
  const hydrated = page.waitForResponse((response) =>
    response.url().includes('/api/users/property/favourites/'),
  );
  await page.goto(`${live.product.origin}${path}`);
  await hydrated;
}

/**
 * A visitor's page asks the api for nothing once hydrated, so there is no response to wait for:
 * a click before hydration is lost, and the click is repeated until what it opens shows.
 */
async function clickUntilShown(target: Locator, shown: Locator) {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      // A short click timeout: once the dialog is open the target sits under it.
      await target.click({ timeout: 1000 });
      await shown.waitFor({ timeout: 1000 });
      return;
    } catch {
      if (await shown.isVisible()) return;
    }
  }
  throw new Error('The click never showed what it should');
}

/** Presses Load more until more cards show (a press before the page hydrated does nothing). */
async function loadMoreCards(page: Page) {
  const count = () => page.locator('[aria-label="Listings"] article').count();
  const before = await count();
  for (let attempt = 0; attempt < 20; attempt++) {
    await page.getByRole('button', { name: 'Load more' }).click();
    const deadline = Date.now() + 2000;
    while (Date.now() < deadline) {
      if ((await count()) > before) return;
      await page.waitForTimeout(100);
    }
  }
  throw new Error('Load more never showed more cards');
}

describe('listing remote in the product', () => {
  it('the header search lands on the listing; filters live in the URL; Back undoes one', async () => {
    const { page, errors } = await openPage('/');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search properties' });
    await search.fill('Pune');
    await search.press('Enter');
    await page.waitForURL(`${live.product.origin}/property-listing?search=Pune`);
    const results = page.getByRole('list', { name: 'Listings' });
    await results.getByRole('article').first().waitFor();
    await page.getByText(/\d+ propert(y|ies) found/).waitFor();

    await page.getByRole('checkbox', { name: '2 BHK' }).check();
    await page.waitForURL(/bhk=2/);
    await page.waitForFunction(() => {
      const cards = [...document.querySelectorAll('[aria-label="Listings"] article')];
      return cards.length > 0 && cards.every((card) => card.textContent?.includes('2 BHK'));
    });

    await page.goBack();
    await page.waitForURL(`${live.product.origin}/property-listing?search=Pune`);
    expect(await page.getByRole('checkbox', { name: '2 BHK' }).isChecked()).toBe(false);

    await results.getByRole('link').first().click();
    await page.waitForURL(/\/property\/details\//);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Key facts' }).waitFor();
    await page
      .getByRole('heading', { name: 'EMI calculator' })
      .or(page.getByText('Monthly rent'))
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Back from a detail page returns to the same card, scrolled as it was left', async () => {
    const { page, errors } = await openPage('/property-listing');
    const cards = page.getByRole('list', { name: 'Listings' }).getByRole('article');
    await cards.first().waitFor();
    // Load pages of cards until the list is taller than the scroll position we test.
    while ((await page.evaluate(() => document.documentElement.scrollHeight)) < 6000) {
      await loadMoreCards(page);
    }
    await page.evaluate(() => window.scrollTo(0, 4000));
    await page.waitForFunction(() => window.scrollY === 4000);
    const loaded = await cards.count();
    // A card link that is on screen now, so clicking it does not scroll.
    const onScreen = await cards.evaluateAll((articles) =>
      articles.findIndex((article) => {
        const { top, bottom } = article.getBoundingClientRect();
        return top > 100 && bottom < window.innerHeight;
      }),
    );
    expect(onScreen).toBeGreaterThanOrEqual(0);
    const link = cards.nth(onScreen).getByRole('link').first();
    const title = await link.textContent();
    await link.click();
    await page.waitForURL(/\/property\/details\//);
    await page.getByRole('heading', { level: 1, name: title ?? '' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.waitForURL(/\/property-listing$/);
    await page.waitForFunction(() => Math.abs(window.scrollY - 4000) <= 2, undefined, {
      timeout: 5000,
    });
    expect(await cards.count()).toBe(loaded);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a server-rendered page arrives with its own <title>', async () => {
    const html = await (
      await fetch(`${live.product.origin}/property-listing?listingType=sale`)
    ).text();
    expect(html).toContain('<title>Properties for sale | PropertyMarket</title>');
    const { page } = await openPage('/property/details/does-not-exist');
    await page.getByRole('heading', { name: 'This property is not available' }).waitFor();
    expect(await page.title()).toBe('Property not available | PropertyMarket');
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await page.close();
  });

  it('an unknown listing id shows a clear page', async () => {
    const { page } = await openPage('/property/details/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'This property is not available' }).waitFor();
    await page.close();
  });

  it('the favourite heart asks a visitor to log in, and saves once logged in', async () => {
    const { page, errors } = await openPage('/property-listing?city=Mumbai');
    const heart = page.getByRole('button', { name: /^Save .* to favourites$/ }).first();
    await clickUntilShown(heart, page.getByText('Please log in to save favourites.'));
    const mobile = page.getByRole('dialog', { name: 'Mobile Verification' });
    const phone = newPhone('8');
    await mobile.getByRole('textbox', { name: 'Enter 10-digit mobile number' }).fill(phone);
    await mobile.getByRole('button', { name: 'Send OTP' }).click();
    const otp = page.getByRole('dialog', { name: 'OTP Verification' });
    await otp.waitFor();
    await otp.getByRole('textbox').fill(await live.product.devOtp(phone));
    await otp.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByRole('button', { name: /account menu/i }).waitFor();

    await gotoHydrated(page, '/property-listing?city=Mumbai');
    const first = page.getByRole('button', { name: /^Save .* to favourites$/ }).first();
    await first.click();
    await page.getByText('Saved to your favourites').waitFor();
    expect(await first.getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Contact owner: a visitor logs in, consents, and the lead reaches the owner', async () => {
    const listing = await ownersListing();
    const detailPath = `/property/details/${listing._id}`;
    const { page, errors } = await openPage(detailPath);
    await page.getByRole('button', { name: 'Contact owner' }).click();
    const mobile = page.getByRole('dialog', { name: 'Mobile Verification' });
    await mobile.waitFor();

    const seekerPhone = newPhone('8');
    await mobile.getByRole('textbox', { name: 'Enter 10-digit mobile number' }).fill(seekerPhone);
    await mobile.getByRole('button', { name: 'Send OTP' }).click();
    const otp = page.getByRole('dialog', { name: 'OTP Verification' });
    await otp.waitFor();
    await otp.getByRole('textbox').fill(await live.product.devOtp(seekerPhone));
    await otp.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByRole('button', { name: /account menu/i }).waitFor();

    if (!page.url().endsWith(detailPath)) await gotoHydrated(page, detailPath);
    await page.getByRole('checkbox', { name: new RegExp(`share my name.*${OWNER_NAME}`) }).check();
    await page.getByRole('button', { name: 'Contact owner' }).click();
    await page
      .getByText(`Your contact details were sent to ${OWNER_NAME}`, { exact: false })
      .waitFor();

    await page.getByRole('button', { name: 'Contact owner' }).click();
    await page.getByText('You already contacted', { exact: false }).waitFor();

    const owner = await apiLogin(OWNER_PHONE);
    const leads = await api<{ data: { phone: string; propertyId: string }[] }>(
      `users/leads/${owner.userId}?page=1&limit=50`,
      { headers: { authorization: `Bearer ${owner.token}` } },
    );
    const mine = leads.data.filter((lead) => lead.phone.endsWith(seekerPhone));
    expect(mine.map((lead) => lead.propertyId)).toEqual([listing._id]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
