import { describe, expect, it } from '@rstest/core';
import { liveProductAndBrowser, newPhone } from './support/live';
import { logInThroughApi, useSession } from './support/posting';

const live = liveProductAndBrowser({ LISTING_DEMO_COUNT: '60' });

describe('Hindi and English', () => {
  it('switches to Hindi, remembers it, and the server renders the listing page in Hindi that hydrates without an error', async () => {
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    // The first server render compiles the front end's sources (tsx): slow on a busy machine.
    await page.goto(`${live.product.origin}/property-listing?city=Pune`, {
      waitUntil: 'domcontentloaded',
      timeout: 120_000,
    });
    await page
      .getByRole('heading', { level: 1, name: 'Properties in Pune' })
      .waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // Switch once the listing remote has hydrated: a switch while its server HTML still waits for
    // its code makes React client-render that part (a recoverable #418; a known gap, see
    // shared/README "i18n").
    await page.waitForLoadState('networkidle', { timeout: 90_000 });

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^हिन्दी/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Pune में प्रॉपर्टी' }).waitFor();
    // <html lang> follows the texts in an effect, a moment after they paint (slower under load).
    await page.waitForFunction(() => document.documentElement.lang === 'hi', null, {
      timeout: 10_000,
    });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    const cookie = (await context.cookies()).find((each) => each.name === 'lang');
    expect(cookie?.value).toBe('hi');
    expect(cookie?.sameSite).toBe('Lax');

    // A new visit: the server reads the cookie and sends the page in Hindi.
    const response = await page.reload({ waitUntil: 'domcontentloaded', timeout: 120_000 });
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<html lang="hi"/);
    expect(html).toContain('Pune में प्रॉपर्टी');
    expect(html).toContain('id="i18n-state"');
    expect(html).not.toContain('Properties in Pune');

    // Hydrated: the heart (an event handler the server cannot attach) asks a visitor to log in,
    // and the login dialog speaks Hindi too.
    await page.waitForLoadState('networkidle', { timeout: 90_000 });
    await page
      .getByRole('button', { name: /को पसंदीदा में सहेजें$/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'मोबाइल सत्यापन' }).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Pune में प्रॉपर्टी' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('sends <html lang> from the cookie on every page, English without one', async () => {
    const home = await (await fetch(`${live.product.origin}/`)).text();
    expect(home).toMatch(/<html lang="en"/);
    const hindiHome = await (
      await fetch(`${live.product.origin}/`, { headers: { cookie: 'lang=hi' } })
    ).text();
    expect(hindiHome).toMatch(/<html lang="hi"/);
  });

  it('a wizard step in Hindi: heading, steps, choices, Next and its error message', async () => {
    const session = await logInThroughApi(live.product, newPhone());
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'lang', value: 'hi', url: live.product.origin }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await useSession(page, live.product, session);
    await page.goto(`${live.product.origin}/add-property`, { timeout: 120_000 });
    await page
      .getByRole('heading', { level: 1, name: 'बुनियादी जानकारी' })
      .waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await page.getByRole('radio', { name: 'बेचना' }).waitFor();
    await page.getByRole('combobox', { name: /प्रॉपर्टी का प्रकार/ }).waitFor();
    await page.getByRole('button', { name: 'आगे' }).click();
    await page.getByText('प्रॉपर्टी का प्रकार चुनें।').first().waitFor();
    expect(await page.getByText('Basic details').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
