import { describe, expect, it } from '@rstest/core';
import { ownerWithListing } from './support/accounts';
import { expectAccessible } from './support/axe';
import { liveProductAndBrowser } from './support/live';
import { apiJson, type Session, useSession } from './support/posting';

/**
 * Issue 12, the owner's side: a buyer's visit to a live listing is counted once for the day, the
 * owner finds the listing with its views on /my-properties, opens /view/property (the public view
 * drawn by the listing remote, the numbers, the photo requests), marks it sold and deletes it.
 */
const live = liveProductAndBrowser();
const url = (path: string) => `${live.product.origin}${path}`;
const TIMEOUT = 30_000;
const E2E_TIMEOUT = 300_000;

type Insights = { totals: { views: number } };

async function viewsOf(owner: Session, id: string): Promise<number> {
  const { body } = await apiJson<Insights>(live.product, `property/${id}/insights?days=30`, {
    token: owner.token,
  });
  return body.totals.views;
}

async function waitForViews(owner: Session, id: string, wanted: number): Promise<void> {
  const deadline = Date.now() + TIMEOUT;
  while ((await viewsOf(owner, id)) !== wanted) {
    if (Date.now() > deadline) throw new Error(`views never reached ${wanted}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the owner’s listings in Chromium', () => {
  it('counts a visit once a day, and the owner sees it, views the listing, marks it sold and deletes it', {
    timeout: E2E_TIMEOUT,
  }, async () => {
    const title = `Corner flat with a garden view ${Date.now() % 100_000}`;
    const { owner, propertyId: id } = await ownerWithListing(live.product, {
      title,
      publish: true,
    });

    // A buyer reads the listing twice in one browser: one view for the day.
    const buyer = await live.browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await buyer.newPage();
      for (let visit = 0; visit < 2; visit++) {
        await page.goto(url(`/property/details/${id}`));
        await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: TIMEOUT });
      }
      await waitForViews(owner, id, 1);
    } finally {
      await buyer.close();
    }

    const context = await live.browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await useSession(page, live.product, owner);
      await page.goto(url('/my-properties'));
      const grid = page.getByRole('grid', { name: 'Your listings' });
      await grid.getByText(title).waitFor({ timeout: TIMEOUT });
      await grid.getByText('1 views, 0 leads, 0 favourites').waitFor();
      await expectAccessible(page, '/my-properties');

      await page.getByRole('link', { name: `View ${title} with its views and leads` }).click();
      await page.waitForURL(/\/view\/property\?propertyId=/);
      const preview = page.getByRole('region', { name: 'Your listing as buyers see it' });
      await preview.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: TIMEOUT });
      await preview.getByText(/Buyers see this listing now/).waitFor();
      const numbers = page.getByRole('region', {
        name: 'Views, leads and favourites, last 30 days',
      });
      await expect(numbers.getByRole('definition').first().textContent()).resolves.toBe('1');
      await page.getByRole('region', { name: 'Photo requests from buyers' }).waitFor();
      await expectAccessible(page, '/view/property');

      await page.getByRole('link', { name: 'Back to my properties' }).click();
      await page.getByRole('button', { name: `Mark sold: ${title}` }).click({ timeout: TIMEOUT });
      await grid.getByText('Sold', { exact: true }).waitFor({ timeout: TIMEOUT });
      expect((await apiJson(live.product, `listings/${id}`)).status).toBe(404);

      await page.getByRole('button', { name: `Delete ${title}` }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete this listing?' });
      await dialog.getByRole('button', { name: 'Delete listing' }).click();
      await page.getByText('Your listing was deleted').waitFor({ timeout: TIMEOUT });
      await page.getByText('You have not posted a property yet.').waitFor({ timeout: TIMEOUT });
    } finally {
      await context.close();
    }
  });
});
