import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Browser } from 'playwright-core';
import { launchChromium } from './support/browser';
import { ensureBuilt } from './support/build';
import { openPage, shellTokenColor } from './support/page';
import { loadedShares } from './support/shares';
import { type ApiStub, type StaticServer, startStaticServer } from './support/static-server';

const ADMIN = {
  _id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  email: 'asha@example.in',
  name: 'Asha Rao',
  role: 'super-admin',
  permissions: ['dashboard.view', 'operators.manage'],
};

const adminApi: ApiStub = (method, path) => {
  if (method === 'POST' && path === '/api/users/login') {
    return {
      body: {
        isSuccess: true,
        message: 'Login successful',
        user: ADMIN,
        token: 'a.b.c',
        refreshToken: 'r1',
      },
    };
  }
  if (method === 'POST' && path === '/api/admin/logout')
    return { body: { isSuccess: true, message: 'ok' } };
  return undefined;
};

let browser: Browser;
let server: StaticServer;

beforeAll(async () => {
  ensureBuilt();
  browser = await launchChromium();
  server = await startStaticServer({ api: adminApi });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const remotesFetched = (fromIndex: number) =>
  new Set(
    server.requests
      .slice(fromIndex)
      .map((r) => /^\/remotes\/([^/]+)\//.exec(r.path)?.[1])
      .filter((name): name is string => name !== undefined),
  );

describe('shell + remotes in Chromium', () => {
  it('a remote writes and reads the same store instance as the shell', async () => {
    // The shares the shell loads on its own, on a page of the shell alone.
    const home = await openPage(browser, `${server.origin}/`);
    await home.page.getByRole('banner').waitFor();
    const shellOwn = Object.keys(await loadedShares(home.page));
    expect(shellOwn).toEqual(expect.arrayContaining(['react', 'effector', 'shared/auth']));
    await home.page.context().close();

    const { page, errors } = await openPage(browser, `${server.origin}/admin/login`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Login' }).click();
    // The shell's admin guard lets /admin/dashboard through only if it sees the login the
    // admin remote made: with a second copy of shared/auth it would bounce to /admin/login.
    await page.getByText('Signed in as').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
    expect(await page.getByText(ADMIN.name).count()).toBe(1);
    // None is loaded twice, and a module the shell loads on its own is always the shell's copy
    // (a share only remotes use, such as shared/i18n/vocabulary, may come from the remote).
    const loaded = await loadedShares(page);
    expect(Object.keys(loaded)).toEqual(
      expect.arrayContaining(['react', 'effector', 'shared/auth']),
    );
    const loadedTwice = Object.entries(loaded).filter(([, list]) => list.length > 1);
    const notShells = Object.entries(loaded).filter(
      ([pkg, list]) => shellOwn.includes(pkg) && !list[0]?.startsWith('shell@'),
    );
    expect(notShells).toEqual([]);
    expect(loadedTwice).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a remote's Fluent dialog portal carries the shell's theme", async () => {
    const { page } = await openPage(browser, `${server.origin}/admin/login`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out of the admin area?' });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Log out' });
    const brand = await shellTokenColor(page, '--colorBrandBackground');
    expect(brand).toMatch(/^rgb\(/);
    expect(await confirm.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(brand);
    expect(await dialog.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Segoe UI');
    await confirm.click();
    await page.waitForURL('**/admin/login');
    await page.context().close();
  });

  it('a remote that is down shows the fallback, the header keeps working, Retry loads it', async () => {
    server.faults.set('listing', 'missing');
    const { page } = await openPage(browser, `${server.origin}/property-listing`);
    await page.getByText('This section could not be loaded.').waitFor();
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    server.faults.delete('listing');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.locator('[data-remote-module="listing/ListingPage"]').waitFor({ state: 'attached' });
    expect(await page.getByText('This section could not be loaded.').count()).toBe(0);
    await page.context().close();
  });

  it('a remote that never answers times out into the fallback, and Retry loads it', async () => {
    server.faults.set('listing', 'hang');
    const { page } = await openPage(browser, `${server.origin}/property-listing`);
    // While the remote hangs, the header already works.
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByText('This section could not be loaded.').waitFor({ timeout: 15_000 });
    server.faults.delete('listing');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page
      .locator('[data-remote-module="listing/ListingPage"]')
      .waitFor({ state: 'attached', timeout: 15_000 });
    await page.context().close();
  });

  it('/admin/* fetches the admin remote and no other remote', async () => {
    const before = server.requests.length;
    const { page } = await openPage(browser, `${server.origin}/admin/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect([...remotesFetched(before)]).toEqual(['admin']);
    await page.context().close();
  });

  it('the header paints without waiting for the remote registry', async () => {
    const slow = await startStaticServer({ registryDelayMs: 5_000 });
    try {
      const { page } = await openPage(browser, `${slow.origin}/`);
      await page.getByRole('banner').waitFor({ timeout: 3_000 });
      await page.context().close();
    } finally {
      await slow.close();
    }
  });
});
