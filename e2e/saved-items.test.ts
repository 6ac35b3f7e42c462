import { describe, expect, it } from '@rstest/core';
import type { Page } from 'playwright-core';
import { ownerWithListing } from './support/accounts';
import { expectAccessible } from './support/axe';
import { liveProductAndBrowser, newPhone } from './support/live';
import { logInThroughDialogs } from './support/posting';

/**
 * Issue 12, the buyer's side: a favourite found on /save-favourite (drawn by the listing remote's
 * own card) and removed; a search saved on /property-listing, listed in the dashboard, and a
 * matching listing going live arrives in the header's bell.
 */
const live = liveProductAndBrowser();
const url = (path: string) => `${live.product.origin}${path}`;
const E2E_TIMEOUT = 240_000;

async function signedInPage(path: string): Promise<Page> {
  const context = await live.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(url(path));
  await logInThroughDialogs(page, live.product, newPhone());
  // A first login goes to /create-profile (spec): come back to where the buyer was.
  await page.waitForURL(/\/create-profile/);
  // The listing page arrives server-rendered: its buttons work once the listing remote hydrated,
  // which then asks for the user's favourite ids (the hearts).
  const hydrated = page.waitForResponse((response) =>
    response.url().includes('/api/users/property/favourites/'),
  );
  await page.goto(url(path));
  await hydrated;
  return page;
}

describe('favourites and saved searches in Chromium', () => {
  it('a favourite appears on /save-favourite as the listing card, and Remove takes it away', {
    timeout: E2E_TIMEOUT,
  }, async () => {
    const page = await signedInPage('/property-listing');
    try {
      const first = page.getByRole('list', { name: 'Listings' }).getByRole('article').first();
      const title = (await first.getAttribute('aria-label')) ?? '';
      expect(title).not.toBe('');
      await first.getByRole('button', { name: `Save ${title} to favourites` }).click();
      await page.getByText('Saved to your favourites').waitFor();

      const cardModule = page.waitForResponse((response) =>
        response.url().includes('__federation_expose_PropertyCard'),
      );
      await page.goto(url('/save-favourite'));
      await cardModule;
      const card = page.getByRole('article', { name: title });
      const remove = card.getByRole('button', { name: `Remove ${title} from favourites` });
      await remove.waitFor();
      expect(await card.getByRole('link', { name: title }).getAttribute('href')).toMatch(
        /^\/property\/details\//,
      );
      await expectAccessible(page, '/save-favourite with a favourite');
      await page.setViewportSize({ width: 1280, height: 800 });

      await remove.click();
      await page.getByText(`Removed ${title} from your favourites`).waitFor();
      await expect.poll(() => card.count()).toBe(0);
      await page.reload();
      await page.getByText(/No favourites yet/).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('saves a search, lists it, and a matching listing going live rings the bell', {
    timeout: E2E_TIMEOUT,
  }, async () => {
    const page = await signedInPage('/property-listing?city=Pune&locality=Baner');
    try {
      await page.getByRole('button', { name: 'Save this search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save this search' });
      await dialog.getByRole('textbox', { name: /Name/ }).fill('Baner homes');
      await expectAccessible(page, 'Save this search dialog', ['desktop']);
      await dialog.getByRole('button', { name: 'Save search' }).click();
      await page.getByText('Saved “Baner homes”. You will hear about new listings.').waitFor();

      await page.goto(url('/save-favourite?tab=searches'));
      const saved = page.getByRole('article', { name: 'Baner homes' });
      await saved.waitFor();
      expect(await saved.getByRole('link', { name: 'Open Baner homes' }).getAttribute('href')).toBe(
        '/property-listing?city=Pune&locality=Baner',
      );
      await expectAccessible(page, '/save-favourite?tab=searches');
      await page.setViewportSize({ width: 1280, height: 800 });

      const title = `Bright 2 BHK in Baner ${Date.now()}`;
      const { propertyId: listingId } = await ownerWithListing(live.product, {
        title,
        publish: true,
        phone: newPhone('8'),
      });
      // The matching job runs in the background; the bell asks again when the page reloads.
      const bell = page
        .getByRole('banner')
        .getByRole('button', { name: /^Notifications, \d+ unread$/ });
      await expect
        .poll(
          async () => {
            await page.reload();
            // The bell comes with the account menu's lazy chunk, its count just after: wait for
            // both (isVisible does not wait, and right after a reload it was always false).
            await page
              .getByRole('banner')
              .getByRole('button', { name: /^Notifications/ })
              .waitFor({ timeout: 15_000 });
            return bell.waitFor({ timeout: 5_000 }).then(
              () => true,
              () => false,
            );
          },
          { timeout: 90_000, interval: 3_000 },
        )
        .toBe(true);
      await bell.click();
      const match = page.getByRole('menuitem', { name: new RegExp(title) });
      await match.waitFor();
      expect(await match.textContent()).toContain('A new listing matches “Baner homes”');
      await match.click();
      await page.waitForURL(url(`/property/details/${listingId}`));
      await page.getByRole('banner').getByRole('button', { name: 'Notifications' }).waitFor();
    } finally {
      await page.context().close();
    }
  });
});
