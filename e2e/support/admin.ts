import type { Browser, Page } from 'playwright-core';
import type { AdminRole } from 'shared/contracts/adminPermissions';
import { apiJson } from './posting';
import { E2E_ADMIN, type Product } from './product';

/**
 * Issue 13's e2e: staff members seeded by the api in development (ADMIN_EMAIL is the super
 * admin; moderator@, support@ and finance@ of its domain share its password), signed in through
 * `/admin/login` in the browser or through the api.
 */

const DOMAIN = E2E_ADMIN.email.split('@')[1];
const STAFF: Record<AdminRole, { email: string; password: string }> = {
  'super-admin': E2E_ADMIN,
  moderator: { email: `moderator@${DOMAIN}`, password: E2E_ADMIN.password },
  support: { email: `support@${DOMAIN}`, password: E2E_ADMIN.password },
  finance: { email: `finance@${DOMAIN}`, password: E2E_ADMIN.password },
};

export const ADMIN_TIMEOUT = 30_000;

/** Fills `/admin/login` in `page` and waits for the dashboard it leads to. */
export async function logInAtAdminLogin(page: Page, product: Product, role: AdminRole) {
  await page.goto(`${product.origin}/admin/login`);
  await page.getByRole('textbox', { name: /email/i }).fill(STAFF[role].email);
  await page.getByLabel(/password/i).fill(STAFF[role].password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${product.origin}/admin/dashboard`, { timeout: ADMIN_TIMEOUT });
}

/** A new desktop-sized context signed in as `role` through the login page. */
export async function staffPage(browser: Browser, product: Product, role: AdminRole) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await logInAtAdminLogin(page, product, role);
  return page;
}

/** An admin bearer token for `role` from the api's login (no browser). */
export async function staffToken(product: Product, role: AdminRole): Promise<string> {
  const answer = await apiJson<{ token?: string; message?: string }>(product, 'users/login', {
    method: 'POST',
    body: STAFF[role],
  });
  if (answer.status !== 200 || !answer.body.token) {
    throw new Error(`${role} could not log in: ${answer.status} ${answer.body.message}`);
  }
  return answer.body.token;
}

/** A word no demo listing has, so the text search can find only the listing that carries it. */
export function uniqueWord(prefix: string): string {
  const letters = Date.now()
    .toString()
    .slice(-8)
    .split('')
    .map((digit) => String.fromCharCode(97 + Number(digit)))
    .join('');
  return `${prefix}${letters}`;
}
