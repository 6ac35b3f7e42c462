import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { tempSite } from '../helpers/temp-site';
import { engineUnderTest, type TestContext } from '../helpers/test-app';

const site = tempSite('pm-registry-');
const { registryFile, write, pointRegistry, log } = site;

const V2 = 'http://127.0.0.1:4301/listing/v2/mf-manifest.json';
const LOCAL = '/remotes/listing/mf-manifest.json';

let ctx: TestContext;
beforeAll(async () => {
  write(
    'shell/dist/index.html',
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  write(
    'shell/dist/routes.json',
    JSON.stringify([{ pattern: '^\\/property-listing\\/?$', remote: 'listing' }]),
  );
  write('remotes/listing/dist/mf-manifest.json', '{"id":"listing"}');
  write('remotes/admin/dist/mf-manifest.json', '{"id":"admin"}');
  // A stand-in for the shell's and the listing remote's server entries, rendered from the sources
  // (`pnpm dev`): the page is rendered on the server only when the renderer hands it the listing's
  // server page. From the build, see render-from-build.test.ts.
  write(
    'shell/src/server/renderPage.tsx',
    `export async function renderPage({ serverPage }) {
      const page = await serverPage('listing', 'ListingPage');
      return page ? { head: '', root: '<p>rendered on the server</p>' } : null;
    }`,
  );
  write('remotes/listing/src/server.ts', 'export const serverPages = { ListingPage: {} };');
  ctx = await site.start({ LOG_LEVEL: 'info', SERVER_RENDER_FROM: 'sources' });
});
afterAll(async () => {
  await ctx.close();
  site.remove();
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const registry = async () => (await get('/remotes.json')).json();
const cspOf = async (url: string) => String((await get(url)).headers['content-security-policy']);

describe(`the remote registry file, re-read while the server runs (${engineUnderTest})`, () => {
  it('with no file yet, publishes the local builds, allows only this origin and renders on the server', async () => {
    expect(await registry()).toEqual({
      listing: LOCAL,
      admin: '/remotes/admin/mf-manifest.json',
    });
    // No inline script: script-src is this origin alone, without a nonce.
    expect(await cspOf('/')).toContain("script-src 'self';");
    expect((await get('/property-listing')).body).toContain('rendered on the server');
  });

  it('re-pointed, changes /remotes.json, the CSP, the preload and server rendering with no restart; pointed back, they return', async () => {
    pointRegistry({ listing: V2 });
    expect(await registry()).toEqual({ listing: V2, admin: '/remotes/admin/mf-manifest.json' });
    const csp = await cspOf('/property-listing');
    expect(csp).toContain("script-src 'self' http://127.0.0.1:4301;");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:4301");
    const page = (await get('/property-listing')).body;
    expect(page).toContain(`<link rel="preload" href="${V2}"`);
    // From the sources, only this checkout's remotes are rendered: the browser renders this one.
    expect(page).not.toContain('rendered on the server');

    pointRegistry({ listing: LOCAL });
    expect((await registry()).listing).toBe(LOCAL);
    expect(await cspOf('/property-listing')).not.toContain('4301');
    expect((await get('/property-listing')).body).toContain('rendered on the server');
  });

  it('wins over REMOTE_<NAME>_URL and the local build', async () => {
    process.env.REMOTE_ADMIN_URL = 'https://admin.cdn.example/mf-manifest.json';
    try {
      pointRegistry({ admin: 'https://admin.cdn.example/v7/mf-manifest.json' });
      expect(await registry()).toEqual({
        listing: LOCAL,
        admin: 'https://admin.cdn.example/v7/mf-manifest.json',
      });
      pointRegistry({});
      expect((await registry()).admin).toBe('https://admin.cdn.example/mf-manifest.json');
    } finally {
      delete process.env.REMOTE_ADMIN_URL;
    }
  });

  it('keeps the last valid registry when the file goes bad, and says what is wrong', async () => {
    pointRegistry({ listing: V2 });
    expect((await registry()).listing).toBe(V2);
    const bad = [
      ['{"listing": ', 'not JSON'],
      [{ listings: V2 }, 'listings'],
      [
        { listing: 'https://cdn.example"><script>alert(1)</script>' },
        'listing: must be a plain http(s) URL',
      ],
      [['listing'], '(file)'],
    ] as const;
    for (const [content, problem] of bad) {
      log.text = '';
      pointRegistry(content);
      expect((await registry()).listing).toBe(V2);
      expect(await cspOf('/')).toContain('http://127.0.0.1:4301');
      expect(log.text).toContain(`The remote registry file ${registryFile} is not valid`);
      expect(log.text).toContain('the last valid one stays in force');
      expect(log.text).toContain(problem);
    }
    // Logged once per change of the file, not once per request.
    log.text = '';
    await registry();
    expect(log.text).not.toContain('not valid');

    pointRegistry({});
    expect((await registry()).listing).toBe(LOCAL);
  });

  it('with the file removed, serves the local builds again', async () => {
    pointRegistry({ listing: V2 });
    expect((await registry()).listing).toBe(V2);
    rmSync(registryFile);
    expect((await registry()).listing).toBe(LOCAL);
  });
});
