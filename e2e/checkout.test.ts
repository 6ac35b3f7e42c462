import { describe, expect, it } from '@rstest/core';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { liveProductAndBrowser, newPhone } from './support/live';
import { apiJson, logInThroughApi, useSession } from './support/posting';

/**
 * Plans and checkout against the real api with the local test gateway (issue 12): the free plan
 * with one click, a paid plan paid on /checkout and shown on /Success with its invoice, and a
 * cancelled payment that activates nothing.
 */

const live = liveProductAndBrowser();
const DESKTOP = { width: 1280, height: 800 };
const TIMEOUT = 30_000;
const url = (path: string) => `${live.product.origin}${path}`;

type Current = { current: { planCode: string; listingsLeft: number } | null };

async function signedInPage(): Promise<{ page: Page; token: string; close: () => Promise<void> }> {
  const session = await logInThroughApi(live.product, newPhone('7'));
  const context = await live.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await useSession(page, live.product, session);
  return { page, token: session.token, close: () => context.close() };
}

describe('plans and checkout', () => {
  it('starts the free plan with one click and opens the wizard', { timeout: 120_000 }, async () => {
    const { page, token, close } = await signedInPage();
    try {
      await page.goto(url('/subscriptions/plan'));
      await page.getByText(/You have no plan yet/).waitFor({ timeout: TIMEOUT });
      await expectAccessible(page, '/subscriptions/plan');
      await page.getByRole('button', { name: 'Start free plan' }).click();
      await page.waitForURL(/\/add-property$/, { timeout: TIMEOUT });
      await page
        .getByRole('heading', { level: 1, name: 'Basic details' })
        .waitFor({ timeout: TIMEOUT });
      const { body } = await apiJson<Current>(live.product, 'subscription/current', { token });
      expect(body.current?.planCode).toBe('FREE');
    } finally {
      await close();
    }
  });

  it('pays for a plan with the test gateway, lands on /Success and shows the invoice', {
    timeout: 180_000,
  }, async () => {
    const { page, token, close } = await signedInPage();
    try {
      await page.goto(url('/subscriptions/plan'));
      await page.getByRole('button', { name: 'Choose Basic' }).click({ timeout: TIMEOUT });
      await page.waitForURL(/\/checkout\?plan=BASIC$/);
      const pay = page.getByRole('button', { name: 'Pay ₹1,178.82' });
      await pay.waitFor({ timeout: TIMEOUT });
      await expectAccessible(page, '/checkout');
      await pay.click();
      const gateway = page.getByRole('region', { name: 'Test payment gateway' });
      await gateway.getByRole('button', { name: 'Pay successfully' }).click({ timeout: TIMEOUT });
      await page.waitForURL(/\/Success\?payment=/, { timeout: TIMEOUT });
      await page.getByText('Your Basic plan is active.').waitFor({ timeout: TIMEOUT });
      await expectAccessible(page, '/Success');
      const { body } = await apiJson<Current>(live.product, 'subscription/current', { token });
      expect(body.current?.planCode).toBe('BASIC');

      await page.getByRole('link', { name: 'Your payments and invoice' }).click();
      await page.getByRole('button', { name: /^Invoice for Basic/ }).click({ timeout: TIMEOUT });
      const invoice = page.getByRole('region', { name: 'Tax invoice' });
      await invoice.getByText(/^Invoice number: PM\//).waitFor({ timeout: TIMEOUT });
      await expect(invoice.getByRole('cell', { name: '998365' }).count()).resolves.toBe(1);
      await expectAccessible(page, 'the invoice');
      // Printed, the invoice is all there is: the header and the payments behind it are hidden.
      await page.emulateMedia({ media: 'print' });
      expect(await invoice.getByText(/^Invoice number: PM\//).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(false);
      expect(await page.getByRole('heading', { name: 'Your payments' }).isVisible()).toBe(false);
      await page.emulateMedia({ media: 'screen' });
      expect(await page.getByRole('heading', { name: 'Your payments' }).isVisible()).toBe(true);

      // The new plan lets the user post: the wizard's guard lets them in.
      await page.goto(url('/add-property'));
      await page
        .getByRole('heading', { level: 1, name: 'Basic details' })
        .waitFor({ timeout: TIMEOUT });
      expect(new URL(page.url()).pathname).toBe('/add-property');
    } finally {
      await close();
    }
  });

  it('a cancelled payment lands on /Cancel and activates nothing', {
    timeout: 120_000,
  }, async () => {
    const { page, token, close } = await signedInPage();
    try {
      await page.goto(url('/checkout?plan=PREMIUM'));
      await page.getByRole('button', { name: /^Pay ₹/ }).click({ timeout: TIMEOUT });
      await page
        .getByRole('region', { name: 'Test payment gateway' })
        .getByRole('button', { name: 'Cancel payment' })
        .click({ timeout: TIMEOUT });
      await page.waitForURL(/\/Cancel\?payment=.*&plan=PREMIUM$/, { timeout: TIMEOUT });
      await page.getByText(/Nothing was charged/).waitFor({ timeout: TIMEOUT });
      await expectAccessible(page, '/Cancel');
      const { body } = await apiJson<Current>(live.product, 'subscription/current', { token });
      expect(body.current?.planCode ?? null).not.toBe('PREMIUM');
      expect(await page.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
        '/checkout?plan=PREMIUM',
      );
    } finally {
      await close();
    }
  });
});
