import { describe, expect, it } from '@rstest/core';
import { myLeadsBadge, ownerWithListing, pageSignedInAs } from './support/accounts';
import { expectAccessible } from './support/axe';
import { liveProductAndBrowser, newPhone } from './support/live';
import { apiJson, logInThroughDialogs } from './support/posting';

/**
 * Issue 12 across users, in Chromium against the real api: a seeker's contact reaches the owner's
 * /my-leads and the menu's My Leads badge; an owner whose plan is used up is sent to the plan
 * page with the reason, pays through the test gateway, and the posting check lets them in.
 * (Profile, favourites and saved searches: profile.test.ts, saved-items.test.ts; the free plan,
 * /Success, /Cancel and the invoice: checkout.test.ts.)
 */
const live = liveProductAndBrowser();
const url = (path: string) => `${live.product.origin}${path}`;
const TIMEOUT = 30_000;

describe('accounts across users', () => {
  it('a seeker contacts an owner; the owner finds the lead on /my-leads and the badge went up', {
    timeout: 240_000,
  }, async () => {
    const title = `Sunny 2 BHK for leads ${Date.now()}`;
    const ownerName = 'Ravi Kulkarni';
    const { owner, propertyId } = await ownerWithListing(live.product, {
      title,
      name: ownerName,
      publish: true,
    });
    const ownerPage = await pageSignedInAs(live.browser, live.product, owner);
    const seeker = await live.browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      await ownerPage.goto(url('/'));
      const before = await myLeadsBadge(ownerPage);

      const page = await seeker.newPage();
      const detail = url(`/property/details/${propertyId}`);
      await page.goto(detail);
      await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: TIMEOUT });
      const seekerPhone = newPhone('8');
      await logInThroughDialogs(page, live.product, seekerPhone);
      if (page.url() !== detail) await page.goto(detail);
      // The server renders the visitor's form; once hydrated with the session the hint goes.
      await page
        .getByText('Log in with your mobile number to contact the advertiser.')
        .waitFor({ state: 'detached', timeout: TIMEOUT });
      await page
        .getByRole('checkbox', { name: new RegExp(`share my name.*${ownerName}`) })
        .check({ timeout: TIMEOUT });
      await page.getByRole('button', { name: 'Contact owner' }).click();
      await page
        .getByText(`Your contact details were sent to ${ownerName}`, { exact: false })
        .waitFor({ timeout: TIMEOUT });

      await ownerPage.goto(url('/my-leads'));
      const grid = ownerPage.getByRole('grid', { name: 'Leads' });
      const row = grid.getByRole('row').filter({
        has: ownerPage.getByRole('link', { name: seekerPhone }),
      });
      await row.waitFor({ timeout: TIMEOUT });
      expect(await row.getByRole('link', { name: title }).count()).toBe(1);
      const profile = await apiJson<{ user: { leadsCount: number } }>(
        live.product,
        `users/user/getUser/${owner.user._id}`,
        { token: owner.token },
      );
      expect(profile.body.user.leadsCount).toBe(before + 1);
      // The header shows the same count without logging in again.
      expect(await myLeadsBadge(ownerPage)).toBe(before + 1);
      await expectAccessible(ownerPage, '/my-leads with a lead');
    } finally {
      await seeker.close();
      await ownerPage.context().close();
    }
  });

  it('an owner whose plan is used up is sent to the plan page, pays, and may post again', {
    timeout: 240_000,
  }, async () => {
    // The free plan (one listing) is started by the posting check and filled by one listing.
    const { owner } = await ownerWithListing(live.product, {
      title: `Only free listing ${Date.now()}`,
      publish: false,
    });
    const page = await pageSignedInAs(live.browser, live.product, owner);
    try {
      await page.goto(url('/'));
      await page.getByRole('banner').getByRole('button', { name: 'Post Property FREE' }).click();
      await page.waitForURL(url('/subscriptions/plan'), { timeout: TIMEOUT });
      // Spec §6: a refusal other than "no subscription" shows the server's reason.
      await page
        .getByText('You have used all 1 listings of your plan')
        .first()
        .waitFor({ timeout: TIMEOUT });

      await page.getByRole('button', { name: 'Choose Basic' }).click({ timeout: TIMEOUT });
      await page.waitForURL(/\/checkout\?plan=BASIC$/);
      await page.getByRole('button', { name: /^Pay ₹/ }).click({ timeout: TIMEOUT });
      await page
        .getByRole('region', { name: 'Test payment gateway' })
        .getByRole('button', { name: 'Pay successfully' })
        .click({ timeout: TIMEOUT });
      await page.waitForURL(/\/Success\?payment=/, { timeout: TIMEOUT });
      await page.getByText('Your Basic plan is active.').waitFor({ timeout: TIMEOUT });

      const check = await apiJson<{ canPost: boolean }>(
        live.product,
        `can-post-property/${owner.user._id}`,
        { token: owner.token },
      );
      expect(check.body.canPost).toBe(true);
      await page.getByRole('banner').getByRole('button', { name: 'Post Property FREE' }).click();
      await page.waitForURL(url('/add-property'), { timeout: TIMEOUT });
      await page
        .getByRole('heading', { level: 1, name: 'Basic details' })
        .waitFor({ timeout: TIMEOUT });
    } finally {
      await page.context().close();
    }
  });
});
