/**
 * The admin area's first load: a signed-in staff member opens /admin/dashboard cold, and every
 * script fetched until its numbers and charts are drawn and the network is idle is counted.
 * Issue 13's budget is the admin remote's part (its entry, the page, its chunks and the charts'
 * lazy chunk) <= 250 KB gzip JS; the shell's part is the `/` budget's (~200 KB) and is reported
 * beside it. Used by first-load-bytes.ts.
 */
import type { Browser } from 'playwright-core';
import type { ApiStub, ServedRequest, StaticServer } from '../support/static-server';

/** The admin remote's JS on /admin/dashboard, charts included (gzip, KB = 1000 bytes). */
export const ADMIN_DASHBOARD_BUDGET_BYTES = 250_000;

const STAFF = {
  _id: '33333333-3333-4333-8333-333333333333',
  email: 'finance@example.in',
  name: 'Farah Finance',
  role: 'super-admin',
  permissions: ['dashboard.view', 'revenue.view', 'listings.view'],
};

function dashboardAnswer() {
  const now = Date.now() + 330 * 60_000;
  const days = Array.from({ length: 30 }, (_, i) => ({
    day: new Date(now - (29 - i) * 86_400_000).toISOString().slice(0, 10),
    newUsers: (i * 7) % 13,
    newListings: (i * 5) % 9,
    leads: (i * 11) % 40,
  }));
  return {
    isSuccess: true,
    message: 'ok',
    from: days[0]?.day,
    to: days.at(-1)?.day,
    totals: { newUsers: 180, newListings: 120, leads: 560 },
    days,
    listingsByStatus: {
      draft: 3,
      'pending-review': 7,
      active: 240,
      inactive: 4,
      rejected: 2,
      expired: 11,
      sold: 5,
      rented: 1,
    },
    reviewQueue: {
      size: 7,
      oldestSince: new Date(Date.now() - 3 * 3_600_000).toISOString(),
      medianWaitMinutes: 42,
    },
    revenue: {
      totalPaise: 3_99_800,
      payments: 3,
      plans: [
        { code: 'BASIC', name: 'Basic', payments: 2, amountPaise: 2_35_800 },
        { code: 'PREMIUM', name: 'Premium', payments: 1, amountPaise: 1_64_000 },
      ],
    },
  };
}

/** The api answers the dashboard needs: who is signed in, and the numbers. */
export const adminDashboardApiStub: ApiStub = (_method, path) => {
  if (path === '/api/admin/me') return { body: { isSuccess: true, message: 'ok', user: STAFF } };
  if (path.split('?')[0] === '/api/admin/dashboard') return { body: dashboardAnswer() };
  return undefined;
};

export interface AdminDashboardResult {
  jsGzipBytes: number;
  jsFiles: number;
  /** The admin remote's part (its entry, the page and the charts' chunk). */
  adminRemoteBytes: number;
  files: { path: string; bytes: number }[];
}

export async function measureAdminDashboard(
  browser: Browser,
  server: StaticServer,
): Promise<AdminDashboardResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(`(() => {
    const staff = ${JSON.stringify(STAFF)};
    localStorage.setItem('adminToken', 'bench-admin');
    localStorage.setItem('adminRefreshToken', 'bench-admin-refresh');
    localStorage.setItem('root', JSON.stringify({ adminAuth: { error: null, isAuthenticated: true,
      adminInfo: { ...staff, token: 'bench-admin', refreshToken: 'bench-admin-refresh' } } }));
  })();`);
  const page = await context.newPage();
  const before = server.requests.length;
  await page.goto(`${server.origin}/admin/dashboard`, { waitUntil: 'networkidle' });
  await page
    .getByRole('heading', { level: 2, name: 'New users', exact: true })
    .waitFor({ timeout: 30_000 });
  // The charts are drawn (an svg in the per-day chart's box), then the network settles.
  await page
    .getByRole('region', { name: 'New users, listings and leads per day' })
    .locator('svg')
    .first()
    .waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  const served: ServedRequest[] = server.requests
    .slice(before)
    .filter((r) => r.contentType.includes('javascript'));
  await context.close();
  const sum = (list: ServedRequest[]) => list.reduce((total, r) => total + r.bytes, 0);
  return {
    jsGzipBytes: sum(served),
    jsFiles: served.length,
    adminRemoteBytes: sum(served.filter((r) => r.path.startsWith('/remotes/admin/'))),
    files: served.map((r) => ({ path: r.path, bytes: r.bytes })),
  };
}
