import path from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { repoRoot } from '../../src/config';
import { createRenderWorkers } from '../../src/site/render-workers';

const failures: string[] = [];
const workers = createRenderWorkers({
  size: 1,
  perWorker: 2,
  timeoutMs: 30_000,
  workerData: {
    from: 'sources',
    tsconfig: path.join(repoRoot, 'api', 'tsconfig.ssr.json'),
    shellEntry: path.join(repoRoot, 'shell', 'src', 'server', 'renderPage.tsx'),
    remoteEntries: { dashboard: path.join(repoRoot, 'remotes', 'dashboard', 'src', 'server.ts') },
  },
  onFailure: (url, error) => failures.push(`${url}: ${error}`),
  onRemoteFailure: (remote, entry, error) => failures.push(`${remote} at ${entry}: ${error}`),
});
afterAll(() => workers.close());

const USER_ID = '7d6f2a10-3c4b-4e5f-8a9b-0c1d2e3f4a5b';
const statuses = ['draft', 'pending-review', 'active', 'inactive', 'rejected', 'expired', 'sold'];
const dashboard = {
  isSuccess: true,
  message: 'ok',
  listingsByStatus: Object.fromEntries(
    [...statuses, 'rented'].map((s) => [s, s === 'active' ? 2 : 0]),
  ),
  views30: 41,
  topListings: [],
  leadsThisWeek: 3,
  favouritesOfMyListings: 5,
  plan: null,
  expiringSoon: [],
  series: [{ day: '2026-11-24', views: 4, leads: 1 }],
};
const settings = { isSuccess: true, message: 'ok', data: [] };

/** The api as the worker asks it: the dashboard for USER_ID, empty settings. */
async function api(apiPath: string): Promise<unknown> {
  if (apiPath === `users/dashboard/${USER_ID}`) return dashboard;
  if (apiPath.startsWith('setting')) return settings;
  throw { success: false, message: `unexpected ${apiPath}`, code: 'NOT_FOUND' };
}

const job = (pathname: string, userId?: string) => ({
  url: `http://localhost${pathname}`,
  nonce: 'test-nonce',
  language: 'en',
  serverEntries: { dashboard: 'sources' },
  getJson: api,
  ...(userId ? { userId } : {}),
});

describe("server rendering of a signed-in user's own page", () => {
  it('leaves a user page to the browser when no user is known', { timeout: 120_000 }, async () => {
    expect(await workers.render(job('/my-dashboard'))).toBeNull();
    expect(failures).toEqual([]);
  });

  it("renders /my-dashboard with the user's numbers, marked personal and for that user", {
    timeout: 120_000,
  }, async () => {
    const page = await workers.render(job('/my-dashboard', USER_ID));
    expect(page?.status).toBe(200);
    expect(page?.personal).toBe(true);
    expect(page?.root).toMatch(/<h2[^>]*>My listings<\/h2>/);
    expect(page?.head).toContain(`"shared/ssr/renderedFor":"${USER_ID}"`);
    // No token of any kind travels in the page.
    expect(page?.head).not.toMatch(/"token"/);
    expect(failures).toEqual([]);
  });

  it('a public page asked for by a signed-in user is the same page a visitor gets', {
    timeout: 120_000,
  }, async () => {
    const page = await workers.render(job('/about-us', USER_ID));
    expect(page?.personal).toBe(false);
    expect(page?.head).not.toContain('renderedFor');
  });
});
