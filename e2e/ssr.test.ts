import { describe, expect, it } from '@rstest/core';
import type { ElementHandle, Page } from 'playwright-core';
import { leadFromNewSeeker, ownerWithListing } from './support/accounts';
import { staffToken, uniqueWord } from './support/admin';
import { liveProductAndBrowser, newPhone } from './support/live';
import {
  addPageSession,
  apiJson,
  logInThroughApi,
  type Session,
  useSession,
} from './support/posting';

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

/** A page (phone-sized unless told) whose script errors and console errors (hydration's too) are collected. */
async function phonePage(viewport = { width: 412, height: 823 }) {
  const page = await live.browser.newPage({ viewport });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors };
}

/** A page at `path` whose listing remote code is held back until `releaseRemote()`. */
async function openHoldingRemote(path: string) {
  const { page, errors } = await phonePage();
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
    // The first photos' preloads come before the styles, for the preload scanner to meet early;
    // the styles are the page's own: no rule or theme variable only a dialog uses.
    expect(html.indexOf('<link rel="preload" as="image"')).toBeGreaterThan(0);
    expect(html.indexOf('<link rel="preload" as="image"')).toBeLessThan(html.indexOf('<style'));
    expect(html).not.toContain('--colorBackgroundOverlay');
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
    // The theme is whole once hydrated: the login dialog just opened reads a variable the server left out.
    const overlay = await page.evaluate(() =>
      getComputedStyle(document.querySelector('.fui-FluentProvider') as Element).getPropertyValue(
        '--colorBackgroundOverlay',
      ),
    );
    expect(overlay.trim()).not.toBe('');
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

  it('renders a detail page on the server and a guarded page in the browser', async () => {
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

/** A page's HTML as a visitor's first request gets it. */
async function html(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${live.product.origin}${path}`, { headers });
  return { status: response.status, text: await response.text() };
}

/** A visitor's phone-sized page at `path` as soon as its HTML is in, console errors collected. */
async function openAsVisitor(path: string) {
  const { page, errors } = await phonePage();
  await page.goto(`${live.product.origin}${path}`, { waitUntil: 'domcontentloaded' });
  return Object.assign(page, { errors });
}

/** React marks the elements it hydrated (runs in the page). */
function recentRowHydrated(): boolean {
  const heading = document.getElementById('recent-heading');
  return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
}

describe('server-rendered home and footer pages (issue 10)', () => {
  it("the home page's HTML holds the hero, its search and the footer's pages; it hydrates keeping them", async () => {
    const page = await html('/');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<h1[^>]*id="home-title"[^>]*>Find your next home across India</);
    expect(page.text).toContain('role="combobox"');
    expect(page.text).toMatch(/<nav aria-label="Footer">.*href="\/about-us"/s);
    expect(page.text).toContain('id="server-state"');
    expect(page.text).not.toMatch(/ style="/);

    const visitor = await openAsVisitor('/');
    const heading = visitor.getByRole('heading', {
      level: 1,
      name: 'Find your next home across India',
    });
    await heading.waitFor();
    const serverHeading = await heading.elementHandle();
    await visitor.waitForLoadState('networkidle');
    // Hydrated: typing asks for suggestions (a handler the server cannot attach).
    const suggestions = visitor.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith('/api/admin/suggestion'),
    );
    await visitor.getByRole('combobox').first().fill('Pun');
    await suggestions;
    expect(await serverHeading?.evaluate((element) => element.isConnected)).toBe(true);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });

  it("the first row of recent listings is in the home page's HTML; its remote loads only once the visitor scrolls, and hydrates the row", async () => {
    const recent = (await (
      await fetch(`${live.product.origin}/api/listings/recent?limit=1`)
    ).json()) as { data: Card[] };
    const newest = recent.data[0];
    if (!newest) throw new Error('No demo listing');
    const page = await html('/');
    expect(page.text).toMatch(/<h2[^>]*id="recent-heading"[^>]*>Recently added</);
    expect(page.text).toContain(`href="/property/details/${newest._id}"`);

    const { page: visitor, errors } = await phonePage();
    const listingCode: string[] = [];
    visitor.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/remotes/listing/')) {
        listingCode.push(request.url());
      }
    });
    await visitor.goto(`${live.product.origin}/`, { waitUntil: 'domcontentloaded' });
    const row = visitor.getByRole('region', { name: 'Recently added' });
    const newestLink = row.getByRole('link', { name: newest.title }).first();
    const serverLink = await newestLink.elementHandle();
    await visitor.waitForLoadState('networkidle');
    expect(listingCode).toEqual([]);
    expect(await visitor.evaluate(recentRowHydrated)).toBe(false);

    const remoteArrived = visitor.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith('/remotes/listing/'),
    );
    await visitor.mouse.wheel(0, 600);
    await remoteArrived;
    // A click before hydration would find no handler yet.
    await visitor.waitForFunction(recentRowHydrated);
    await expectHydratedKeeping(visitor, serverLink);
    expect(errors).toEqual([]);
    await visitor.close();
  });

  it('the home page comes in Hindi to a visitor whose language is Hindi', async () => {
    const page = await html('/', { cookie: 'lang=hi' });
    expect(page.text).toContain('<html lang="hi"');
    expect(page.text).toMatch(/<h1[^>]*>पूरे भारत में अपना अगला घर खोजें</);
    expect(page.text).not.toContain('Find your next home across India');
    expect(page.text).toMatch(/<h2[^>]*id="recent-heading"[^>]*>हाल ही में जोड़ी गई</);
  });

  it('a footer page is rendered at its path; an unknown path is a 404 with the not-found page', async () => {
    const footer = await html('/about-us');
    expect(footer.status).toBe(200);
    expect(footer.text).toMatch(/<h1[^>]*>About Us</);
    expect(footer.text).toContain('About PropertyMarket');

    const unknown = await html('/no-such-page-here');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toMatch(/<h1[^>]*>Page not found</);
  });

  it('a footer page saved by staff shows in the next server-rendered page at once', async () => {
    const before = await html('/');
    const title = `Careers ${uniqueWord('ssr')}`;
    expect(before.text).not.toContain(title);
    const token = await staffToken(live.product, 'super-admin');
    const saved = await apiJson<{ data: { _id: string } }>(live.product, 'admin/settings', {
      method: 'POST',
      token,
      body: { title, configUrl: `/${uniqueWord('careers')}`, content: '<p>Join us.</p>' },
    });
    expect(saved.status).toBe(200);
    try {
      expect((await html('/')).text).toContain(title);
    } finally {
      await apiJson(live.product, `admin/settings/${saved.body.data._id}`, {
        method: 'DELETE',
        token,
      });
    }
    expect((await html('/')).text).not.toContain(title);
  });
});

describe("a signed-in user's own pages, rendered on the server (issue 12)", () => {
  const withCookie = (session: Session) => ({ cookie: `page_session=${session.pageSession}` });

  it('/my-dashboard and /my-leads come with their numbers and leads, for that user only', {
    timeout: 120_000,
  }, async () => {
    const title = `Server-rendered 2 BHK ${uniqueWord('ssr')}`;
    const { owner, propertyId } = await ownerWithListing(live.product, { title, publish: true });
    await leadFromNewSeeker(live.product, propertyId, 'Is the flat still available?');
    expect(owner.pageSession).toBeTruthy();

    const response = await fetch(`${live.product.origin}/my-dashboard`, {
      headers: withCookie(owner),
    });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const dashboard = await response.text();
    expect(dashboard).toMatch(/<h2[^>]*>My listings<\/h2>/);
    expect(dashboard).toContain(`"shared/ssr/renderedFor":"${owner.user._id}"`);

    const leads = await html('/my-leads', withCookie(owner));
    expect(leads.text).toContain('role="grid"');
    expect(leads.text).toContain('Is the flat still available?');
    expect(leads.text).toContain(title);
    // The CSP refuses style attributes in server HTML (the grid's column sizes come once hydrated).
    for (const page of [dashboard, leads.text]) {
      expect(page.slice(page.indexOf('<div id="root">'))).not.toMatch(/<[^>]+\sstyle="/);
    }

    // In the visitor's language, as every server-rendered page.
    const hindi = await html('/my-dashboard', {
      cookie: `lang=hi; page_session=${owner.pageSession}`,
    });
    expect(hindi.text).toMatch(/<h2[^>]*>मेरी लिस्टिंग<\/h2>/);

    // No session, or a forged one: the browser renders the page (and its guard decides).
    const noSession: Record<string, string>[] = [{}, { cookie: `page_session=${owner.token}` }];
    for (const headers of noSession) {
      const page = await html('/my-dashboard', headers);
      expect(page.text).toContain('<div id="root"></div>');
      expect(page.text).not.toContain('id="server-state"');
    }
  });

  it('shows the leads before the remote loads, then hydrates keeping them, without an error', {
    timeout: 120_000,
  }, async () => {
    const title = `Hydrated 2 BHK ${uniqueWord('hyd')}`;
    const { owner, propertyId } = await ownerWithListing(live.product, { title, publish: true });
    await leadFromNewSeeker(live.product, propertyId, 'Can I visit on Sunday?');
    // Desktop-sized: the header's account menu (shown once hydrated) is not in a drawer.
    const { page, errors } = await phonePage({ width: 1280, height: 800 });
    await useSession(page, live.product, owner);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/remotes/dashboard/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${live.product.origin}/my-leads`, { waitUntil: 'domcontentloaded' });
    const cell = page.getByRole('gridcell', { name: 'Can I visit on Sunday?' });
    await cell.waitFor({ timeout: 10_000 });
    const serverCell = await cell.elementHandle();
    release();
    // Hydrated: the header shows this browser's user (after hydration only), the row is the
    // server's element still, and the status filter (an event handler) writes the URL.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /account menu/i })
      .waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(await serverCell?.evaluate((element) => element.isConnected)).toBe(true);
    await page.getByLabel('Status').selectOption('new');
    await page.waitForURL(/status=new/);
    await cell.waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a browser now signed in as someone else renders that user's dashboard, not the cookie's", {
    timeout: 120_000,
  }, async () => {
    const title = `Cookie owner's 2 BHK ${uniqueWord('ck')}`;
    const { owner } = await ownerWithListing(live.product, { title, publish: true });
    const other = await logInThroughApi(live.product, newPhone('7'));
    const { page, errors } = await phonePage();
    await useSession(page, live.product, other);
    await addPageSession(page.context(), live.product, owner);
    await page.goto(`${live.product.origin}/my-dashboard`);
    await page
      .getByRole('heading', { name: 'Your dashboard is waiting for your first listing' })
      .waitFor({ timeout: 20_000 });
    expect(await page.getByRole('heading', { name: 'My listings' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
