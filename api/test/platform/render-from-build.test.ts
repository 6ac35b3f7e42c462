import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { tempSite } from '../helpers/temp-site';
import { engineUnderTest, type TestContext } from '../helpers/test-app';

const site = tempSite('pm-render-build-');
const { write, pointRegistry, log } = site;

const V2 = 'http://127.0.0.1:4301/listing/v2/mf-manifest.json';
/** A deploy made without its server build: loading it fails. */
const OLD_DEPLOY = 'http://127.0.0.1:4301/listing/old/mf-manifest.json';

let ctx: TestContext;
beforeAll(async () => {
  write(
    'shell/dist/index.html',
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  write('remotes/listing/dist/mf-manifest.json', '{"id":"listing"}');
  // A stand-in for the shell's server build (CommonJS, as rsbuild.base.ts builds it): its
  // renderer says which server build of the listing remote it was asked to load.
  write('shell/dist/server/package.json', '{ "type": "commonjs" }');
  write(
    'shell/dist/server/renderPage.js',
    `exports.loadRenderer = async () => ({
      async loadServerPages(remote, url) {
        globalThis.loads = (globalThis.loads ?? 0) + 1;
        if (url.includes('/old/')) throw new Error('404 for ' + url);
        return { ListingPage: { url } };
      },
      async renderPage({ serverPage }) {
        const page = await serverPage('listing', 'ListingPage');
        return page
          ? { head: '', root: '<p>rendered with ' + page.url + '</p>' }
          : { head: '', root: '<p>rendered without the remote, load ' + globalThis.loads + '</p>' };
      },
    });`,
  );
  ctx = await site.start({ SERVER_RENDER_FROM: 'build', LOG_LEVEL: 'warn' });
});
afterAll(async () => {
  await ctx.close();
  site.remove();
});

const page = async (url = '/property-listing') =>
  (await ctx.app.inject({ method: 'GET', url })).body;

describe(`server rendering from the build follows the registry (${engineUnderTest})`, () => {
  it("loads each remote's server build from beside the manifest the registry names, re-pointed with no restart", async () => {
    // This server's own build: over HTTP from itself (not listening in this test: no port).
    expect(await page()).toContain(
      'rendered with http://127.0.0.1/remotes/listing/server/remoteEntry.js',
    );

    pointRegistry({ listing: V2 });
    expect(await page()).toContain(
      'rendered with http://127.0.0.1:4301/listing/v2/server/remoteEntry.js',
    );

    pointRegistry({});
    expect(await page()).toContain('rendered with http://127.0.0.1/remotes/listing/server/');
  });

  it('renders without a remote whose deploy has no server build, says so once, and does not ask again at once', async () => {
    pointRegistry({ listing: OLD_DEPLOY });
    const first = await page('/property-listing?try=1');
    expect(first).toMatch(/rendered without the remote, load (\d+)/);
    const loadsAfterFirst = Number(/load (\d+)/.exec(first)?.[1]);
    const second = await page('/property-listing?try=2');
    // Not loaded again within the minute: the same count of loads.
    expect(second).toContain(`rendered without the remote, load ${loadsAfterFirst}`);
    const warnings = log.text
      .split('\n')
      .filter((line) => line.includes('could not be loaded from'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('http://127.0.0.1:4301/listing/old/server/remoteEntry.js');
    expect(warnings[0]).toContain('404 for');
    pointRegistry({});
  });
});
