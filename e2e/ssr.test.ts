import { describe, expect, it } from '@rstest/core';
import type { ElementHandle, Page } from 'playwright-core';
import { liveProductAndBrowser } from './support/live';

const live = liveProductAndBrowser({ LISTING_DEMO_COUNT: '200' });

type Card = { _id: string; title: string };

async function firstPuneListing(listingType?: 'sale'): Promise<Card> {
  const query = `city=Pune&sort=newest&limit=1${listingType ? `&listingType=${listingType}` : ''}`;
  const answer = (await (
    await fetch(`${live.product.origin}/api/listings/search?${query}`)
  ).json()) as {
    data: Card[];
  };
  const card = answer.data[0];
  if (!card) throw new Error('No demo listing in Pune');
  return card;
}

/** A page at `path` whose listing remote code is held back until `releaseRemote()`. */
async function openHoldingRemote(path: string) {
  const page = await live.browser.newPage({ viewport: { width: 412, height: 823 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/remotes/listing/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${live.product.origin}${path}`, { waitUntil: 'domcontentloaded' });
  return Object.assign(page, {
    errors,
    async releaseRemote() {
      release();
      await page.waitForLoadState('networkidle');
    },
  });
}

/**
 * Hydrated once the remote's code has arrived: the heart then asks a visitor to log in (an event
 * handler the server cannot attach). Hydration kept the server's element instead of rendering it
 * again.
 */
async function expectHydratedKeeping(page: Page, serverElement: ElementHandle | null) {
  await page
    .getByRole('button', { name: /^Save .* to favourites$/ })
    .first()
    .click();
  await page.getByRole('dialog').waitFor();
  expect(await serverElement?.evaluate((element) => element.isConnected)).toBe(true);
}

describe('server-rendered listing pages', () => {
  it('the HTML already holds the results, their data and nonce-carrying styles, and no inline script', async () => {
    const card = await firstPuneListing();
    const response = await fetch(`${live.product.origin}/property-listing?city=Pune&sort=newest`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const html = await response.text();
    expect(html).toContain('<h1');
    expect(html).toContain('Properties in Pune');
    expect(html).toContain(card.title.replaceAll('&', '&amp;'));
    expect(html).toMatch(/<script type="application\/json" id="server-state">/);
    // The CSP allows no inline script or style attribute, and every <style> carries the nonce.
    const inlineScripts = html.match(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/g);
    expect(inlineScripts).toBeNull();
    expect(html).not.toMatch(/ style="/);
    const nonce = /<meta property="csp-nonce" nonce="([0-9a-f]+)">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    const styleTags = html.match(/<style[^>]*>/g) ?? [];
    expect(styleTags.length).toBeGreaterThan(0);
    for (const tag of styleTags) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('shows the results before the listing remote loads, then hydrates without an error', async () => {
    const card = await firstPuneListing();
    const page = await openHoldingRemote(`/property-listing?city=Pune&sort=newest`);
    await page.getByRole('heading', { name: 'Properties in Pune' }).waitFor();
    expect(await page.getByRole('heading', { name: card.title }).first().isVisible()).toBe(true);
    const serverCard = await page
      .getByRole('heading', { name: card.title })
      .first()
      .elementHandle();

    await page.releaseRemote();
    await expectHydratedKeeping(page, serverCard);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('shows a detail page before the listing remote loads, then hydrates without an error', async () => {
    const card = await firstPuneListing('sale'); // a sale: the page has the EMI calculator
    const page = await openHoldingRemote(`/property/details/${card._id}`);
    const heading = page.getByRole('heading', { level: 1, name: card.title });
    await heading.waitFor();
    const serverHeading = await heading.elementHandle();
    // Everything the page's first render reads came from the server (the EMI calculator's loan
    // amount too), so hydration finds the same markup.
    await page.releaseRemote();
    await expectHydratedKeeping(page, serverHeading);
    const loan = await page.getByRole('spinbutton', { name: 'Loan amount (₹)' }).inputValue();
    expect(Number(loan.replace(/\D/g, ''))).toBeGreaterThan(0);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('renders a detail page on the server and a guarded or unknown page in the browser', async () => {
    const card = await firstPuneListing();
    const detail = await (
      await fetch(`${live.product.origin}/property/details/${card._id}`)
    ).text();
    expect(detail).toContain('id="server-state"');
    expect(detail).toContain(card.title.replaceAll('&', '&amp;'));
    const guarded = await (await fetch(`${live.product.origin}/my-dashboard`)).text();
    expect(guarded).toContain('<div id="root"></div>');
    expect(guarded).not.toContain('id="server-state"');
  });
});
