import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

const root = mkdtempSync(path.join(tmpdir(), 'pm-site-'));
function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

let ctx: TestContext;
beforeAll(async () => {
  // The description makes the page larger than @fastify/compress's 1 KB threshold: pages get compressed.
  write(
    'shell/dist/index.html',
    `<!doctype html><html><head><meta name="description" content="${'Homes for sale and rent. '.repeat(60)}"><script defer src="/static/js/index.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>`,
  );
  write(
    'shell/dist/static/js/index.1a2b3c4d.js',
    `console.log(${JSON.stringify('shell '.repeat(2000))})`,
  );
  write(
    'shell/dist/routes.json',
    JSON.stringify([
      { pattern: '^\\/property-listing\\/?$', remote: 'listing' },
      { pattern: '^\\/admin\\/login\\/?$', remote: 'admin' },
      { pattern: '^\\/my-dashboard\\/?$', remote: 'dashboard' },
    ]),
  );
  write('remotes/listing/dist/mf-manifest.json', '{"id":"listing"}');
  write('remotes/listing/dist/remoteEntry.js', 'var listing;');
  write('remotes/listing/dist/static/js/async/ListingPage.9f8e7d6c.js', 'export{}');
  ctx = await createTestApp({ env: { STATIC_ROOT: root }, serveSite: true });
});
afterAll(async () => {
  await ctx.close();
  rmSync(root, { recursive: true, force: true });
  delete process.env.REMOTE_ADMIN_URL;
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe(`static site for pnpm start (${engineUnderTest})`, () => {
  it('serves the shell at / and as the SPA fallback, never cached, with the CSP', async () => {
    for (const url of [
      '/',
      '/property-listing?search=pune',
      '/admin/login',
      '/my-properties/edit/abc',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it("sets <html lang> from the visitor's lang cookie, English without one", async () => {
    const inject = (cookie?: string) =>
      ctx.app.inject({ method: 'GET', url: '/', headers: cookie ? { cookie } : {} });
    expect((await inject()).body).toContain('<html lang="en">');
    expect((await inject('a=1; lang=hi')).body).toContain('<html lang="hi">');
    expect((await inject('lang=xx')).body).toContain('<html lang="en">');
  });

  it('gives every page a fresh style nonce that matches its CSP, and no unsafe-inline', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/index.html', '/property-listing', '/property-listing']) {
      const res = await get(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).not.toContain('unsafe-inline');
      const nonce = /style-src 'self' 'nonce-([0-9a-f]+)'/.exec(csp)?.[1];
      expect(nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(res.body).toContain(`<head><meta property="csp-nonce" nonce="${nonce}">`);
      nonces.add(nonce as string);
    }
    expect(nonces.size).toBe(4);
  });

  it("preloads the chunks of a remote's own shares (those the shell does not provide)", async () => {
    const share = (name: string, chunks: string[], usedIn = ['./MyDashboardPage']) => ({
      name,
      usedIn,
      assets: { js: { sync: chunks, async: [] } },
    });
    write('shell/dist/mf-manifest.json', JSON.stringify({ shared: [share('react', ['r.js'])] }));
    write('remotes/dashboard/dist/mf-manifest.json', '{"id":"dashboard"}');
    write(
      'remotes/dashboard/dist/mf-stats.json',
      JSON.stringify({
        shared: [
          share('shared/standalone', ['static/js/async/standalone.1.js'], []),
          share('react', ['static/js/async/react.1.js']),
          share('shared/i18n/vocabulary', ['static/js/async/v6.bf19.js']),
          share('evil', ['"><script>alert(1)</script>.js', '../../secret.js']),
        ],
      }),
    );
    try {
      const page = (await get('/my-dashboard')).body;
      expect(page).toContain(
        '<link rel="preload" href="/remotes/dashboard/static/js/async/v6.bf19.js" as="script">',
      );
      expect(page).not.toContain('react.1.js');
      expect(page).not.toContain('standalone.1.js');
      expect(page).not.toContain('alert(1)');
      expect(page).not.toContain('secret.js');
      // A remote the registry points elsewhere: its manifest is not this server's to read.
      process.env.REMOTE_DASHBOARD_URL = 'https://cdn.example.com/dashboard/mf-manifest.json';
      expect((await get('/my-dashboard')).body).not.toContain('as="script"');
      // Shell pages get none.
      expect((await get('/')).body).not.toContain('as="script"');
    } finally {
      delete process.env.REMOTE_DASHBOARD_URL;
      rmSync(path.join(root, 'remotes/dashboard'), { recursive: true, force: true });
      rmSync(path.join(root, 'shell/dist/mf-manifest.json'), { force: true });
    }
  });

  it("preloads a remote route's manifest, from wherever the registry points", async () => {
    const manifestLink = (href: string) =>
      `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">`;
    expect((await get('/property-listing?city=Pune')).body).toContain(
      manifestLink('/remotes/listing/mf-manifest.json'),
    );
    // Shell pages, unknown paths and a remote that is not built get none.
    for (const url of ['/', '/about-us', '/admin/login']) {
      expect((await get(url)).body).not.toContain('rel="preload"');
    }
    process.env.REMOTE_LISTING_URL = 'https://cdn.example.com/listing/mf-manifest.json';
    process.env.REMOTE_ADMIN_URL = 'https://cdn.example.com/x"><script>alert(1)</script>';
    try {
      expect((await get('/property-listing')).body).toContain(
        manifestLink('https://cdn.example.com/listing/mf-manifest.json'),
      );
      const admin = (await get('/admin/login')).body;
      expect(admin).not.toContain('alert(1)');
      expect(admin).not.toContain('rel="preload"');
    } finally {
      delete process.env.REMOTE_LISTING_URL;
      delete process.env.REMOTE_ADMIN_URL;
    }
  });

  it('serves text assets compressed when the browser accepts it', async () => {
    const plain = await get('/static/js/index.1a2b3c4d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/static/js/index.1a2b3c4d.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
      const decoded =
        encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(decoded.toString()).toBe(plain.body);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends a page compressed in one piece, with its length (no chunked stream)', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/property/details/1',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['transfer-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const html = (
        encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload)
      ).toString();
      expect(html).toContain('Homes for sale and rent.');
      expect(res.rawPayload.length).toBeLessThan(html.length / 5);
    }
  });

  it('never rate-limits SPA page loads (only unknown files and api paths)', async () => {
    const statuses = new Set<number>();
    const from = (url: string) => ctx.app.inject({ method: 'GET', url, remoteAddress: '10.5.5.5' });
    for (let i = 0; i < 80; i++) statuses.add((await from(`/property/details/${i}`)).statusCode);
    expect([...statuses]).toEqual([200]);
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await from(`/missing-${i}.js`)).statusCode;
    expect(last).toBe(429);
  });

  it('answers HEAD for SPA routes like GET', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: '/property-listing' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('caches hashed assets for a year and answers missing files with 404', async () => {
    const asset = await get('/static/js/index.1a2b3c4d.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/static/js/missing.00000000.js')).statusCode).toBe(404);
  });

  it("sends a script without the document's headers (CSP, framing), keeping nosniff and CORP", async () => {
    const script = await get('/static/js/index.1a2b3c4d.js');
    expect(script.headers['content-type']).toContain('javascript');
    for (const header of [
      'content-security-policy',
      'x-frame-options',
      'strict-transport-security',
    ]) {
      expect(script.headers[header]).toBeUndefined();
    }
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-site');
    const page = await get('/');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('serves each remote under /remotes/<name>/ with a no-cache manifest', async () => {
    const manifest = await get('/remotes/listing/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/listing/remoteEntry.js')).headers['cache-control']).toBe(
      'no-cache',
    );
    const chunk = await get('/remotes/listing/static/js/async/ListingPage.9f8e7d6c.js');
    expect(chunk.headers['cache-control']).toContain('immutable');
  });

  it('publishes the registry of built remotes, overridable per remote by environment', async () => {
    const res = await get('/remotes.json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ listing: '/remotes/listing/mf-manifest.json' });
    process.env.REMOTE_ADMIN_URL = 'https://admin.cdn.example/mf-manifest.json';
    expect((await get('/remotes.json')).json()).toEqual({
      listing: '/remotes/listing/mf-manifest.json',
      admin: 'https://admin.cdn.example/mf-manifest.json',
    });
  });

  it('keeps /api answers as JSON envelopes', async () => {
    const res = await get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ isSuccess: false, code: 'NOT_FOUND' });
    expect((await get('/api/health')).json()).toEqual({ isSuccess: true, message: 'ok' });
  });
});
