import { describe, expect, it } from '@rstest/core';
import type { Page, Response } from 'playwright-core';
import { ADMIN_TIMEOUT, logInAtAdminLogin, staffPage, staffToken } from './support/admin';
import { liveProductAndBrowser } from './support/live';
import { apiJson } from './support/posting';
import { expiredCopyOf } from './support/product';

/**
 * Issue 13, who may do what and the admin session, in Chromium against the real api: a moderator
 * is refused the operators screen by the screen and by the api; an expired admin token is
 * refreshed once, a failed refresh sends the staff member to /admin/login, and logout says how
 * it went (spec section 8).
 */
const live = liveProductAndBrowser();
const url = (path: string) => `${live.product.origin}${path}`;
const NO_ACCESS = 'You do not have access to this page';
const ROLE_REFUSED = 'Your staff role does not allow this. Ask a super admin for access.';

const isAdminApi = (response: Response) =>
  new URL(response.url()).pathname.startsWith('/api/admin/');
const isRefresh = (response: Response) =>
  new URL(response.url()).pathname === '/api/users/refresh-token';

const storedAdminToken = (page: Page) =>
  page.evaluate(() => localStorage.getItem('adminToken') ?? '');
const storedAdminTokens = (page: Page) =>
  page.evaluate(() => [
    localStorage.getItem('adminToken'),
    localStorage.getItem('adminRefreshToken'),
  ]);

describe('staff roles', () => {
  it('a moderator cannot open operators: the screen says so and the api answers 403', {
    timeout: 120_000,
  }, async () => {
    const page = await staffPage(live.browser, live.product, 'moderator');
    try {
      const operatorCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/admin/operators')) {
          operatorCalls.push(request.url());
        }
      });
      await page.goto(url('/admin/operators'));
      const main = page.getByRole('main');
      await main.getByText(NO_ACCESS).waitFor({ timeout: ADMIN_TIMEOUT });
      await main.getByRole('link', { name: /dashboard/i }).click();
      await page.waitForURL(url('/admin/dashboard'));
      // The refused screen rendered none of its content, so it asked the api for nothing.
      expect(operatorCalls).toEqual([]);
      // The navigation offers only what the role may open.
      const nav = page.getByRole('navigation', { name: 'Admin screens' });
      await nav.getByRole('link', { name: 'Properties' }).waitFor();
      expect(await nav.getByRole('link', { name: 'Operators' }).count()).toBe(0);

      const moderator = await apiJson<{ message: string }>(live.product, 'admin/operators', {
        token: await staffToken(live.product, 'moderator'),
      });
      expect(moderator.status).toBe(403);
      expect(moderator.body.message).toBe(ROLE_REFUSED);
      // The same path serves a super admin, so the 403 is the role's, not a missing route.
      const superAdmin = await apiJson(live.product, 'admin/operators', {
        token: await staffToken(live.product, 'super-admin'),
      });
      expect(superAdmin.status).toBe(200);
    } finally {
      await page.context().close();
    }
  });
});

describe('the admin session', () => {
  it('an expired admin access token is refreshed once and the calls succeed', {
    timeout: 120_000,
  }, async () => {
    const page = await staffPage(live.browser, live.product, 'super-admin');
    try {
      const expired = await expiredCopyOf(await storedAdminToken(page));
      await page.evaluate((token) => localStorage.setItem('adminToken', token), expired);
      const calls: { path: string; status: number }[] = [];
      page.on('response', (response) => {
        if (isAdminApi(response) || isRefresh(response)) {
          calls.push({ path: new URL(response.url()).pathname, status: response.status() });
        }
      });
      const staffAnswered = page.waitForResponse(
        (response) => response.url().endsWith('/api/admin/me') && response.status() === 200,
      );
      await page.goto(url('/admin/dashboard'));
      await staffAnswered;
      await page.getByRole('heading', { level: 1 }).waitFor();

      const refreshes = calls.filter((call) => call.path === '/api/users/refresh-token');
      expect(refreshes).toEqual([{ path: '/api/users/refresh-token', status: 200 }]);
      // Every call the expired token made was refused before the one refresh; none after it.
      const refreshAt = calls.findIndex((call) => call.path === '/api/users/refresh-token');
      const refused = calls.flatMap((call, index) => (call.status === 401 ? [index] : []));
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.every((index) => index < refreshAt)).toBe(true);
      const fresh = await storedAdminToken(page);
      expect(fresh).not.toBe(expired);
      expect((await apiJson(live.product, 'admin/me', { token: fresh })).status).toBe(200);
    } finally {
      await page.context().close();
    }
  });

  it('a failed refresh clears the admin tokens and goes to /admin/login', {
    timeout: 120_000,
  }, async () => {
    const page = await staffPage(live.browser, live.product, 'super-admin');
    try {
      const expired = await expiredCopyOf(await storedAdminToken(page));
      await page.evaluate((token) => {
        localStorage.setItem('adminToken', token);
        localStorage.setItem('adminRefreshToken', 'a-refresh-token-the-api-never-issued');
      }, expired);
      const refusedRefresh = page.waitForResponse(
        (response) => isRefresh(response) && response.status() === 401,
      );
      await page.goto(url('/admin/users/all'));
      await refusedRefresh;
      await page.waitForURL(url('/admin/login'), { timeout: ADMIN_TIMEOUT });
      await page.getByRole('button', { name: 'Login' }).waitFor();
      expect(await storedAdminTokens(page)).toEqual([null, null]);
    } finally {
      await page.context().close();
    }
  });

  it('logout says Logout successful and ends the session; an unreachable api says Logout failed', {
    timeout: 120_000,
  }, async () => {
    const page = await staffPage(live.browser, live.product, 'moderator');
    try {
      const token = await storedAdminToken(page);
      await logOut(page);
      await page.getByText('Logout successful').waitFor({ timeout: ADMIN_TIMEOUT });
      await page.waitForURL(url('/admin/login'));
      // The login form is reachable by role at once (no page left aria-hidden by the dialog).
      await page.getByRole('textbox', { name: 'Email' }).waitFor({ timeout: ADMIN_TIMEOUT });
      expect(await page.locator('[aria-hidden="true"]:has(input)').count()).toBe(0);
      expect(await storedAdminTokens(page)).toEqual([null, null]);
      // The server revoked the session: the old token no longer opens anything.
      expect((await apiJson(live.product, 'admin/me', { token })).status).toBe(401);

      await logInAtAdminLogin(page, live.product, 'moderator');
      await page.route('**/api/admin/logout', (route) => route.abort('connectionrefused'));
      await logOut(page);
      await page.getByText('Logout failed').waitFor({ timeout: ADMIN_TIMEOUT });
      // The browser forgets the session anyway: the staff member is signed out here.
      await page.waitForURL(url('/admin/login'));
      expect(await storedAdminTokens(page)).toEqual([null, null]);
    } finally {
      await page.context().close();
    }
  });
});

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click({ timeout: ADMIN_TIMEOUT });
  await page
    .getByRole('dialog', { name: 'Log out of the admin area?' })
    .getByRole('button', { name: 'Log out' })
    .click();
}
