/**
 * The add-property remote's cost for its first step: a logged-in owner on `/` presses Post
 * Property; every script fetched from that click until Basic details is on screen and the network
 * is idle is what the wizard adds beyond what the shell already loaded. Used by first-load-bytes.ts.
 */
import type { Browser } from 'playwright-core';
import type { ApiStub, ServedRequest, StaticServer } from '../support/static-server';

export const WIZARD_FIRST_STEP_BUDGET_BYTES = 60_000; // gzip JS, KB = 1000 bytes
/** Several round trips of the bench's 300 ms: a chain of lazy imports has no gap this long. */
const QUIET_MS = 1_500;

const OWNER_ID = '11111111-1111-4111-8111-111111111111';
const DRAFT_ID = '22222222-2222-4222-8222-222222222222';

const emptyDraft = {
  _id: DRAFT_ID,
  propertyId: null,
  sections: {
    basicDetails: null,
    locationDetails: null,
    profileDetails: null,
    mediaUpload: null,
    pricingDetails: null,
  },
  submittedAt: null,
  updatedAt: '2026-11-23T10:00:00.000Z',
};

/** The api answers the wizard's entry needs: the posting check says yes, a new empty draft. */
export const wizardApiStub: ApiStub = (method, path) => {
  if (path.startsWith('/api/can-post-property/')) {
    return {
      body: { isSuccess: true, canPost: true, message: 'ok', reason: 'OK', propertyCount: 0 },
    };
  }
  if (path === '/api/drafts/current') return { body: { isSuccess: true, draft: null } };
  if (method === 'POST' && path === '/api/drafts') {
    return { body: { isSuccess: true, message: 'Draft ready', draft: emptyDraft } };
  }
  return undefined;
};

export interface WizardStepResult {
  jsGzipBytes: number;
  jsFiles: number;
  files: { path: string; bytes: number }[];
}

export async function measureWizardFirstStep(
  browser: Browser,
  server: StaticServer,
): Promise<WizardStepResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(`(() => {
    if (localStorage.getItem('userToken')) return;
    const user = { _id: ${JSON.stringify(OWNER_ID)}, phone: '9876543210', name: 'Asha Verma',
      token: 'bench-token', refreshToken: 'bench-refresh' };
    localStorage.setItem('userToken', 'bench-token');
    localStorage.setItem('userRefreshToken', 'bench-refresh');
    localStorage.setItem('root', JSON.stringify({ auth: { error: null, user, isAuthenticated: true } }));
  })();`);
  const page = await context.newPage();
  await page.goto(`${server.origin}/`, { waitUntil: 'networkidle' });
  // What the shell loads for a signed-in owner on `/` ends with the header's bell (its unread count
  // loads the contracts and zod). On a slow or busy machine the network can fall idle for 500 ms
  // while the page is still compiling its scripts, before the signed-in header starts loading
  // (and `networkidle`, once reached, is not waited for again): wait for the bell, then for the
  // server to hear nothing for QUIET_MS.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .waitFor();
  let heard = -1;
  while (heard !== server.requests.length) {
    heard = server.requests.length;
    await page.waitForTimeout(QUIET_MS);
  }
  const before = server.requests.length;
  await page.getByRole('banner').getByRole('button', { name: 'Post Property FREE' }).click();
  await page.getByRole('heading', { level: 1, name: 'Basic details' }).waitFor({ timeout: 30_000 });
  await page.getByRole('combobox', { name: /Property type/ }).waitFor();
  await page.waitForLoadState('networkidle');
  // Idle for a while: the media step's upload library is prefetched when that step opens, not here.
  await page.waitForTimeout(1_000);
  const served: ServedRequest[] = server.requests
    .slice(before)
    .filter((r) => r.contentType.includes('javascript'));
  await context.close();
  return {
    jsGzipBytes: served.reduce((sum, r) => sum + r.bytes, 0),
    jsFiles: served.length,
    files: served.map((r) => ({ path: r.path, bytes: r.bytes })),
  };
}
