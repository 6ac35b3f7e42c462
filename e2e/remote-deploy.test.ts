import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Locator, Page, Request } from 'playwright-core';
import { buildRemoteInto } from '../scripts/lib/deploy-remote';
import { type FolderServer, serveFolder } from '../scripts/lib/serve-folder';
import { liveProductAndBrowser } from './support/live';
import { pointRegistry } from './support/registry';

// The product starts with a registry file that does not exist yet (no entries: local builds).
const work = mkdtempSync(join(tmpdir(), 'pm-remote-deploy-'));
const registryFile = join(work, 'remotes.json');
const deployed = join(work, 'deployed');
const live = liveProductAndBrowser({ REMOTES_FILE: registryFile });

const LOCAL_LISTING = '/remotes/listing/mf-manifest.json';
const MARKER = `(build ${Date.now().toString(36)})`;
let versions: FolderServer;

beforeAll(async () => {
  // Into a temp folder: the deploy step refuses an app's own folder, so no dist/ is touched.
  buildRemoteInto('listing', join(deployed, 'listing', 'v2'), {
    config: join(import.meta.dirname, 'support', 'marked-listing.config.ts'),
    env: { E2E_LISTING_MARKER: MARKER },
  });
  versions = await serveFolder(deployed);
}, 300_000);

afterAll(async () => {
  await versions?.close();
  rmSync(work, { recursive: true, force: true });
});

/** The listing page's HTML as the server sends it: rendered there (with its heading), or not. */
async function serverHtml(): Promise<{ rendered: boolean; html: string }> {
  const html = await (
    await fetch(`${live.product.origin}/property-listing?listingType=sale`)
  ).text();
  return { rendered: html.includes('id="server-state"'), html };
}

/**
 * Asks for the page until the server renders it: the first render after a re-point loads that
 * deploy's server build over HTTP, and a render that takes too long is left to the browser.
 */
async function serverRenderedHtml(): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const { rendered, html } = await serverHtml();
    if (rendered) return html;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not render /property-listing in 20 attempts.');
}

const headingIn = (html: string, text: string) =>
  new RegExp(`<h1[^>]*>${text.replace(/[()]/g, '\\$&')}</h1>`).test(html);

/** Reloads until `shown` is on the page; returns the URLs it fetched from the versions' server. */
async function reloadUntil(page: Page, shown: Locator): Promise<string[]> {
  const fromVersions: string[] = [];
  const record = (request: Request) => {
    if (request.url().startsWith(versions.origin)) fromVersions.push(request.url());
  };
  page.on('request', record);
  await page.reload();
  await shown.waitFor();
  page.off('request', record);
  return fromVersions;
}

describe('one remote deployed alone, live', () => {
  it('goes live when the registry points at its folder, and back when pointed back, with no restart', async () => {
    const page = await live.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as Window & { __cspViolations?: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const violations = () =>
      page.evaluate(
        () => (window as Window & { __cspViolations?: string[] }).__cspViolations ?? [],
      );
    const marked = page.getByRole('heading', { name: `Properties for sale ${MARKER}` });
    const original = page.getByRole('heading', { name: 'Properties for sale', exact: true });

    await page.goto(`${live.product.origin}/property-listing?listingType=sale`);
    await original.waitFor();
    expect(await marked.count()).toBe(0);
    expect(headingIn(await serverRenderedHtml(), 'Properties for sale')).toBe(true);

    const manifest = `${versions.origin}/listing/v2/mf-manifest.json`;
    await pointRegistry(
      live.product.origin,
      registryFile,
      { listing: manifest },
      {
        listing: manifest,
      },
    );
    // The server renders the page with the deployed version's own server build, fetched from
    // beside its manifest: the HTML already has the marker, and the browser hydrates it.
    const deployedHtml = await serverRenderedHtml();
    expect(headingIn(deployedHtml, `Properties for sale ${MARKER}`)).toBe(true);
    const fetched = await reloadUntil(page, marked);
    expect(fetched).toContain(manifest);
    expect(fetched.some((url) => url.includes('/listing/v2/static/js/'))).toBe(true);
    expect(await violations()).toEqual([]);

    await pointRegistry(live.product.origin, registryFile, {}, { listing: LOCAL_LISTING });
    expect(headingIn(await serverRenderedHtml(), 'Properties for sale')).toBe(true);
    expect(await reloadUntil(page, original)).toEqual([]);
    expect(await marked.count()).toBe(0);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
