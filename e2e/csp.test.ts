import { describe, expect, it } from '@rstest/core';
import type { Page } from 'playwright-core';
import { liveProductAndBrowser } from './support/live';

const live = liveProductAndBrowser({ LISTING_DEMO_COUNT: '60' });

/** Every CSP violation the page reports, collected from its first script on. */
async function openWatched(
  path: string,
): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const page = await live.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as Window & { __cspViolations?: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI || '(inline)'}`);
    });
  });
  await page.goto(`${live.product.origin}${path}`);
  const violations = () =>
    page.evaluate(() => (window as Window & { __cspViolations?: string[] }).__cspViolations ?? []);
  return { page, violations };
}

const backgroundOf = (page: Page, name: string) =>
  page
    .getByRole('button', { name, exact: true })
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

describe('Content-Security-Policy without unsafe-inline', () => {
  it('the served pages carry a style nonce and no unsafe-inline', async () => {
    const response = await fetch(`${live.product.origin}/property-listing`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toMatch(/style-src 'self' 'nonce-[0-9a-f]{32}'/);
  });

  it('Fluent, the dialogs, toasts and the remotes render styled with zero violations', {
    timeout: 90_000,
  }, async () => {
    const { page, violations } = await openWatched('/');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    // A primary Fluent button has the brand background only if Griffel's styles were applied.
    expect(await backgroundOf(page, 'Login')).not.toBe('rgba(0, 0, 0, 0)');

    await page.getByRole('button', { name: /Post Property/ }).click();
    // includeHidden: once the login dialog is open (modal), Fluent marks what is outside it, the
    // toaster too, aria-hidden; when the dialog opened before the toast was seen, this timed out.
    const toast = page
      .getByRole('status', { includeHidden: true })
      .filter({ hasText: 'Please login to post a property.' });
    await toast.waitFor();
    // goober's <style> must have loaded for the toast to get its white card and shadow.
    expect(
      await toast.evaluate((el) => getComputedStyle(el.parentElement as Element).boxShadow),
    ).not.toBe('none');
    const dialog = page.getByRole('dialog', { name: 'Mobile Verification' });
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect(await violations()).toEqual([]);

    await page.goto(`${live.product.origin}/property-listing`);
    await page.getByRole('list', { name: 'Listings' }).locator('article').first().waitFor();
    expect(await violations()).toEqual([]);

    await page.goto(`${live.product.origin}/admin/login`);
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await backgroundOf(page, 'Login')).not.toBe('rgba(0, 0, 0, 0)');
    expect(await violations()).toEqual([]);
    await page.close();
  });
});
