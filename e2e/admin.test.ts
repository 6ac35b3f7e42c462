import { describe, expect, it } from '@rstest/core';
import type { Page } from 'playwright-core';
import { ownerWithListing, pageSignedInAs } from './support/accounts';
import { ADMIN_TIMEOUT, staffPage, uniqueWord } from './support/admin';
import { liveProductAndBrowser, newPhone } from './support/live';
import { apiJson, logInThroughDialogs } from './support/posting';

/**
 * Issue 13's flows across the admin area and the public site, in Chromium against the real api:
 * a moderator approves an owner's listing from the review queue and the header search finds it;
 * a rejection's reason reaches the owner; a user blocked by support is signed out at their next
 * action and told why at login. (Coupons at checkout: admin-coupons.test.ts; footer pages and
 * suggestions: admin-content.test.ts; roles and the admin session: admin-access.test.ts.)
 */
const live = liveProductAndBrowser();
const url = (path: string) => `${live.product.origin}${path}`;

/**
 * Opens /admin/properties/all (the review queue first), searches for `word`, opens the row of
 * `title` and answers the listing's drawer.
 */
async function openFromQueue(page: Page, word: string, title: string) {
  await page.goto(url('/admin/properties/all'));
  const search = page.getByRole('searchbox', {
    name: "Search by title, listing id or owner's mobile",
  });
  await search.fill(word);
  await search.press('Enter');
  await page
    .getByRole('grid', { name: 'Listings waiting for review' })
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: title })
    .click({ timeout: ADMIN_TIMEOUT });
  const drawer = page.getByRole('dialog', { name: `Listing ${title}` });
  return drawer.getByRole('region', { name: 'Actions on this listing' });
}

describe('moderation', () => {
  it('a moderator approves a submitted listing from the queue and the header search finds it', {
    timeout: 300_000,
  }, async () => {
    const word = uniqueWord('Kesar');
    const title = `Terrace flat ${word}`;
    const { propertyId } = await ownerWithListing(live.product, { title, publish: false });
    expect((await apiJson(live.product, `listings/${propertyId}`)).status).toBe(404);

    const moderator = await staffPage(live.browser, live.product, 'moderator');
    const visitor = await live.browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const actions = await openFromQueue(moderator, word, title);
      const approved = moderator.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/admin/properties/${propertyId}/approve`) &&
          response.request().method() === 'POST',
      );
      await actions.getByRole('button', { name: 'Approve' }).click();
      expect((await approved).status()).toBe(200);
      const approvedAt = Date.now();
      await moderator
        .getByText('Listing approved: the change is live.')
        .waitFor({ timeout: ADMIN_TIMEOUT });

      // A visitor types the listing's word into the header search and opens the results.
      const page = await visitor.newPage();
      await page.goto(url('/'));
      const search = page.getByRole('banner').getByRole('combobox', { name: 'Search properties' });
      await search.fill(word);
      await search.press('Enter');
      await page.waitForURL(/\/property-listing\?search=/);
      await page
        .getByRole('list', { name: 'Listings' })
        .getByRole('article')
        .filter({ hasText: title })
        .waitFor({ timeout: 10_000 });
      console.log(
        `approved listing found by the header search ${Date.now() - approvedAt} ms later`,
      );
    } finally {
      await visitor.close();
      await moderator.context().close();
    }
  });

  it('a rejection reason reaches the owner on /my-properties', { timeout: 300_000 }, async () => {
    const word = uniqueWord('Nila');
    const title = `Garden flat ${word}`;
    const reason = 'The photos show another building. Upload photos of this flat.';
    const { owner, propertyId } = await ownerWithListing(live.product, { title, publish: false });

    const moderator = await staffPage(live.browser, live.product, 'moderator');
    try {
      const actions = await openFromQueue(moderator, word, title);
      await actions.getByRole('button', { name: 'Reject' }).click();
      const dialog = moderator.getByRole('dialog', { name: /^Reject / });
      await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
      const rejected = moderator.waitForResponse((response) =>
        response.url().endsWith(`/api/admin/properties/${propertyId}/reject`),
      );
      await dialog.getByRole('button', { name: 'Reject' }).click();
      expect((await rejected).status()).toBe(200);
      await moderator
        .getByText('Rejected: the owner sees the reason.')
        .waitFor({ timeout: ADMIN_TIMEOUT });
    } finally {
      await moderator.context().close();
    }

    const ownerPage = await pageSignedInAs(live.browser, live.product, owner);
    try {
      await ownerPage.goto(url('/my-properties'));
      const grid = ownerPage.getByRole('grid', { name: 'Your listings' });
      const row = grid.getByRole('row').filter({ hasText: title });
      await row.getByText(`Reason: ${reason}`).waitFor({ timeout: ADMIN_TIMEOUT });
      await row.getByText('Rejected', { exact: true }).waitFor();
    } finally {
      await ownerPage.context().close();
    }
  });
});

describe('blocking a user', () => {
  it('a user blocked by support is signed out at their next action and told why at login', {
    timeout: 300_000,
  }, async () => {
    const phone = newPhone('8');
    const reason = 'Posted the same flat forty times';
    const blockedMessage = `Your account is blocked: ${reason}. Write to support to appeal.`;
    const userContext = await live.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const user = await userContext.newPage();
    await user.goto(url('/'));
    const codeSentAt = Date.now();
    await logInThroughDialogs(user, live.product, phone);

    const support = await staffPage(live.browser, live.product, 'support');
    try {
      await support.goto(url('/admin/users/all'));
      const search = support.getByRole('searchbox', { name: 'Search by mobile number or name' });
      await search.fill(phone);
      await search.press('Enter');
      const row = support
        .getByRole('grid', { name: 'Users' })
        .getByRole('row')
        .filter({ hasText: phone });
      await row.getByRole('button', { name: `View ${phone}` }).click({ timeout: ADMIN_TIMEOUT });
      await support.getByRole('button', { name: 'Block', exact: true }).click();
      const dialog = support.getByRole('dialog', { name: /^Block / });
      await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
      const blocked = support.waitForResponse((response) =>
        /\/api\/admin\/users\/[^/]+\/block$/.test(new URL(response.url()).pathname),
      );
      await dialog.getByRole('button', { name: 'Block user' }).click();
      expect((await blocked).status()).toBe(200);
      await support
        .getByText('The user is blocked and has been logged out.')
        .first()
        .waitFor({ timeout: ADMIN_TIMEOUT });
    } finally {
      await support.context().close();
    }

    try {
      // The user's next action needs the api: the revoked token fails, the refresh is refused.
      await user
        .getByRole('banner')
        .getByRole('button', { name: /post property/i })
        .click();
      await user.getByText(blockedMessage).first().waitFor({ timeout: ADMIN_TIMEOUT });
      await user.waitForURL(url('/'));
      await user.getByRole('banner').getByRole('button', { name: 'Login' }).waitFor();
      expect(await user.evaluate(() => localStorage.getItem('userToken'))).toBeNull();

      // A phone may ask for a new code only 30 s after the last one (the server's resend rule).
      const resendAt = codeSentAt + 31_000;
      if (Date.now() < resendAt) await user.waitForTimeout(resendAt - Date.now());
      await user.goto(url('/'));
      await user.getByRole('banner').getByRole('button', { name: 'Login' }).click();
      const mobile = user.getByRole('dialog', { name: 'Mobile Verification' });
      await mobile.getByRole('textbox', { name: 'Enter 10-digit mobile number' }).fill(phone);
      await mobile.getByRole('button', { name: 'Send OTP' }).click();
      const otp = user.getByRole('dialog', { name: 'OTP Verification' });
      await otp.waitFor();
      await otp.getByRole('textbox').fill(await live.product.devOtp(phone));
      const verified = user.waitForResponse((response) =>
        response.url().endsWith('/api/users/user/verify-otp'),
      );
      await otp.getByRole('button', { name: 'Verify OTP' }).click();
      expect((await verified).status()).toBe(403);
      // The page was reloaded, so this is the answer to this login, not the earlier toast.
      await user.getByText(blockedMessage).first().waitFor({ timeout: ADMIN_TIMEOUT });
      expect(await user.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
    } finally {
      await userContext.close();
    }
  });
});
