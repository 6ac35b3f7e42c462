import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createTestApp, engineUnderTest, type TestContext } from '../helpers/test-app';

const root = mkdtempSync(path.join(tmpdir(), 'pm-render-build-'));
const registryFile = path.join(root, 'remotes.json');
function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

const V2 = 'http://127.0.0.1:4301/listing/v2/mf-manifest.json';

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
        return { ListingPage: { url } };
      },
      async renderPage({ serverPage }) {
        const page = await serverPage('listing', 'ListingPage');
        return page ? { head: '', root: '<p>rendered with ' + page.url + '</p>' } : null;
      },
    });`,
  );
  ctx = await createTestApp({
    env: { STATIC_ROOT: root, REMOTES_FILE: registryFile, SERVER_RENDER_FROM: 'build' },
    serveSite: true,
  });
});
afterAll(async () => {
  await ctx.close();
  rmSync(root, { recursive: true, force: true });
});

const page = async () => (await ctx.app.inject({ method: 'GET', url: '/property-listing' })).body;

describe(`server rendering from the build follows the registry (${engineUnderTest})`, () => {
  it("loads each remote's server build from beside the manifest the registry names, re-pointed with no restart", async () => {
    // This server's own build: over HTTP from itself (not listening in this test: no port).
    expect(await page()).toContain(
      'rendered with http://127.0.0.1/remotes/listing/server/remoteEntry.js',
    );

    writeFileSync(`${registryFile}.next`, JSON.stringify({ listing: V2 }));
    renameSync(`${registryFile}.next`, registryFile);
    expect(await page()).toContain(
      'rendered with http://127.0.0.1:4301/listing/v2/server/remoteEntry.js',
    );

    writeFileSync(`${registryFile}.next`, '{}');
    renameSync(`${registryFile}.next`, registryFile);
    expect(await page()).toContain('rendered with http://127.0.0.1/remotes/listing/server/');
  });
});
