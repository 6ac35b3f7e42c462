import { describe, expect, it } from '@rstest/core';
import { pageSignedInAs } from './support/accounts';
import { ADMIN_TIMEOUT, staffPage, staffToken, uniqueWord } from './support/admin';
import { liveProductAndBrowser, newPhone } from './support/live';
import { apiJson, logInThroughApi } from './support/posting';

/**
 * Issue 13: a coupon made by finance on /admin/users/coupons lowers the price a user pays at
 * /checkout (the checkout reads the same coupons), in Chromium against the real api.
 */
const live = liveProductAndBrowser();
const url = (path: string) => `${live.product.origin}${path}`;

describe('coupons', () => {
  it('a coupon created on /admin/users/coupons lowers the price at checkout', {
    timeout: 300_000,
  }, async () => {
    const code = uniqueWord('E2E').toUpperCase();
    const buyer = await logInThroughApi(live.product, newPhone('7'));
    const refused = await apiJson(live.product, 'checkout/quote', {
      method: 'POST',
      token: buyer.token,
      body: { planCode: 'BASIC', couponCode: code },
    });
    expect(refused.status).toBe(400);

    const finance = await staffPage(live.browser, live.product, 'finance');
    try {
      await finance.goto(url('/admin/users/coupons'));
      await finance
        .getByRole('button', { name: 'Create coupon' })
        .click({ timeout: ADMIN_TIMEOUT });
      const form = finance.getByRole('dialog', { name: 'Create a coupon' });
      await form.getByRole('textbox', { name: /^Code/ }).fill(code.toLowerCase());
      await form.getByRole('radio', { name: 'Percentage' }).check();
      await form.getByRole('textbox', { name: /^Percent off/ }).fill('20');
      const created = finance.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/admin/coupons' &&
          response.request().method() === 'POST',
      );
      await form.getByRole('button', { name: 'Create', exact: true }).click();
      expect((await created).status()).toBe(200);
      await finance.getByText('Coupon created.').waitFor({ timeout: ADMIN_TIMEOUT });
      // Saved in capitals, 20% off every paid plan.
      const row = finance
        .getByRole('grid', { name: 'Coupons' })
        .getByRole('row')
        .filter({ hasText: code });
      await row.getByText('20% off').waitFor({ timeout: ADMIN_TIMEOUT });
      await row.getByText('All paid plans').waitFor();
    } finally {
      await finance.context().close();
    }

    // Basic is ₹999 + 18% GST = ₹1,178.82; 20% off: ₹799.20 + ₹143.86 = ₹943.06.
    const page = await pageSignedInAs(live.browser, live.product, buyer);
    try {
      await page.goto(url('/checkout?plan=BASIC'));
      await page.getByRole('button', { name: 'Pay ₹1,178.82' }).waitFor({ timeout: ADMIN_TIMEOUT });
      await page.getByRole('textbox', { name: 'Coupon code' }).fill(code.toLowerCase());
      await page.getByRole('button', { name: 'Apply' }).click();
      await page
        .getByText(`Coupon ${code} applied: you save ₹199.80.`)
        .waitFor({ timeout: ADMIN_TIMEOUT });
      await page.getByRole('button', { name: 'Pay ₹943.06' }).click();
      await page
        .getByRole('region', { name: 'Test payment gateway' })
        .getByRole('button', { name: 'Pay successfully' })
        .click({ timeout: ADMIN_TIMEOUT });
      await page.getByText('Your Basic plan is active.').waitFor({ timeout: ADMIN_TIMEOUT });
    } finally {
      await page.context().close();
    }

    // The paid payment counts as a use on the coupons list.
    const listed = await apiJson<{ data: { code: string; timesUsed: number }[] }>(
      live.product,
      `admin/coupons?search=${code}`,
      { token: await staffToken(live.product, 'finance') },
    );
    expect(listed.body.data.map(({ code, timesUsed }) => ({ code, timesUsed }))).toEqual([
      { code, timesUsed: 1 },
    ]);
  });
});
