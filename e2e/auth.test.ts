import { describe, expect, it } from '@rstest/core';
import type { Page } from 'playwright-core';
import { logInAtAdminLogin } from './support/admin';
import { liveProductAndBrowser, newPhone } from './support/live';
import { E2E_ADMIN, expiredCopyOf } from './support/product';

const live = liveProductAndBrowser();

async function openPage(path = '/'): Promise<Page> {
  const page = await live.browser.newPage();
  await page.goto(`${live.product.origin}${path}`);
  return page;
}

async function requestCode(page: Page, phone: string) {
  await page.getByRole('button', { name: 'Login' }).click();
  const mobile = page.getByRole('dialog', { name: 'Mobile Verification' });
  await mobile.getByRole('textbox', { name: 'Enter 10-digit mobile number' }).fill(phone);
  await mobile.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByRole('dialog', { name: 'OTP Verification' }).waitFor();
}

async function enterCode(page: Page, code: string) {
  const dialog = page.getByRole('dialog', { name: 'OTP Verification' });
  await dialog.getByRole('textbox').fill(code);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
}

async function logIn(page: Page, phone: string) {
  await requestCode(page, phone);
  await enterCode(page, await live.product.devOtp(phone));
}

function wrongCodeFor(code: string): string {
  return code === '0000' ? '1111' : '0000';
}

describe('user login with a one-time code', () => {
  it('a new user lands on /create-profile, logs out, and logs in again as an existing user', {
    timeout: 120_000,
  }, async () => {
    const page = await openPage('/');
    const phone = newPhone();
    await logIn(page, phone);
    await page.getByText('Login successfully! Create your profile').waitFor();
    await page.waitForURL(/\/create-profile/);
    // The profile screen arrives with the dashboard issue: create the profile through its api call.
    const profile = await page.evaluate(async () => {
      const auth = JSON.parse(localStorage.getItem('root') ?? '{}').auth;
      const response = await fetch(`/api/users/user/update/${auth.user._id}`, {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${localStorage.getItem('userToken')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ name: 'Asha Verma' }),
      });
      return response.status;
    });
    expect(profile).toBe(200);

    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByText('Logout successful').waitFor();
    await page.waitForURL(`${live.product.origin}/`);
    await page.getByRole('button', { name: 'Login' }).waitFor();

    // A phone may ask for a new code only 30 s after the previous one (the server's resend rule).
    await page.waitForTimeout(31_000);
    await page.goto(`${live.product.origin}/property-listing`);
    await logIn(page, phone);
    await page.waitForURL(`${live.product.origin}/`);
    await page.getByRole('button', { name: /account menu/i }).waitFor();
    expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(0);
    await page.close();
  });

  it('a wrong code shows the server message', async () => {
    const page = await openPage('/');
    const phone = newPhone();
    await requestCode(page, phone);
    const code = await live.product.devOtp(phone);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/users/user/verify-otp'));
    await enterCode(page, wrongCodeFor(code));
    const body = (await (await answer).json()) as { isSuccess: boolean; message: string };
    expect(body.isSuccess).toBe(false);
    expect(body.message.length).toBeGreaterThan(0);
    await page.getByText(body.message).first().waitFor();
    await page.close();
  });

  it('five wrong codes lock the code: even the right one is refused afterwards', async () => {
    const page = await openPage('/');
    const phone = newPhone();
    await requestCode(page, phone);
    const code = await live.product.devOtp(phone);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = page.waitForResponse((r) => r.url().endsWith('/verify-otp'));
      await enterCode(page, wrongCodeFor(code));
      expect((await answer).status()).toBeGreaterThanOrEqual(400);
    }
    const last = page.waitForResponse((r) => r.url().endsWith('/verify-otp'));
    await enterCode(page, code);
    const response = await last;
    const body = (await response.json()) as { isSuccess: boolean; message: string };
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(body.isSuccess).toBe(false);
    await page.getByText(body.message).first().waitFor();
    expect(page.url()).toBe(`${live.product.origin}/`);
    await page.close();
  });

  it('an expired access token is refreshed once and the call succeeds', async () => {
    const page = await openPage('/');
    await logIn(page, newPhone());
    await page.waitForURL(/\/create-profile/);

    const token = await page.evaluate(() => localStorage.getItem('userToken'));
    const expired = await expiredCopyOf(token ?? '');
    await page.evaluate((value) => localStorage.setItem('userToken', value), expired);

    const calls: { url: string; status: number; expiredToken: boolean }[] = [];
    page.on('response', (r) => {
      if (!r.url().includes('/api/')) return;
      const sent = r.request().headers().authorization ?? '';
      calls.push({ url: r.url(), status: r.status(), expiredToken: sent === `Bearer ${expired}` });
    });
    const eligibility = page.waitForResponse(
      (r) => r.url().includes('/api/can-post-property/') && r.status() === 200,
    );
    await page.getByRole('button', { name: /post property/i }).click();
    await eligibility;

    expect(calls.filter((c) => c.url.endsWith('/api/users/refresh-token'))).toHaveLength(1);
    // The calls sent with the expired token are refused: one, or two when the header's bell asks for
    // its count at the same moment as the click (its refusal may arrive after the refresh). One
    // refresh serves them all; each is sent again with the new token and succeeds, and nothing sent
    // with the new token is refused.
    const refused = calls.filter((c) => c.status === 401);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused.length).toBeLessThanOrEqual(2);
    for (const call of refused) {
      expect(call.expiredToken).toBe(true);
      await expect
        .poll(() => calls.some((c) => c.url === call.url && c.status === 200 && !c.expiredToken))
        .toBe(true);
    }
    expect(calls.filter((c) => !c.expiredToken && c.status === 401)).toEqual([]);
    const eligibilityCalls = calls.filter((c) => c.url.includes('/api/can-post-property/'));
    expect(eligibilityCalls.at(-1)?.status).toBe(200);
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).not.toBe(expired);
    await page.close();
  });
});

describe('guards', () => {
  it('sends a visitor from user routes to / and from admin routes to /admin/login', async () => {
    const page = await openPage('/my-dashboard');
    await page.waitForURL(`${live.product.origin}/`);
    await page.goto(`${live.product.origin}/admin/users/all`);
    await page.waitForURL(`${live.product.origin}/admin/login`);
    await page.close();
  });
});

const ADMIN_SCREENS = [
  '/admin/dashboard',
  '/admin/users/all',
  '/admin/users/coupons',
  '/admin/properties/all',
  '/admin/leadmanagementsystem/generated-leads',
  '/admin/leadmanagementsystem/dispatch-lead',
  '/admin/settings',
  '/admin/suggestions',
  '/admin/operators',
];

describe('admin', () => {
  it('logs in, opens every admin screen, and fetches only the admin remote', {
    timeout: 180_000,
  }, async () => {
    const page = await live.browser.newPage();
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await logInAtAdminLogin(page, live.product, 'super-admin');
    await page.getByText(E2E_ADMIN.email).first().waitFor();

    // Every admin screen, opened fresh: the admin remote keeps loading alone.
    for (const path of ADMIN_SCREENS) {
      await page.goto(`${live.product.origin}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The screen's own lazy chunks (charts, the editor) come after its heading.
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe(path);
    }
    const remoteFiles = fetched.filter((path) => path.startsWith('/remotes/'));
    expect(remoteFiles.some((path) => path.startsWith('/remotes/admin/'))).toBe(true);
    expect(remoteFiles.filter((path) => !path.startsWith('/remotes/admin/'))).toEqual([]);
    // An authenticated admin on a guest-only page goes to the dashboard (no redirect loop).
    await page.goto(`${live.product.origin}/admin/login`);
    await page.waitForURL(`${live.product.origin}/admin/dashboard`);
    await page.close();
  });
});

describe('a stopped remote', () => {
  it('shows its fallback with Retry while the header keeps working', async () => {
    const page = await live.browser.newPage();
    await page.route('**/remotes/listing/**', (route) => route.abort('connectionrefused'));
    await page.goto(`${live.product.origin}/property-listing`);
    await page.getByText('This section could not be loaded.').waitFor({ timeout: 45_000 });
    expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog', { name: 'Mobile Verification' }).waitFor();
    await page.close();
  });
});
