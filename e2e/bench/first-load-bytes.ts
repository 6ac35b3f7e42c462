/**
 * Byte budget and request chains of the built shell + remotes, measured in Debian's Chromium.
 *   pnpm --filter ./e2e run bench:bytes            (builds stale apps first)
 * Prints the figures, writes bench-results/first-load-bytes.json and exits 1 when over budget.
 */
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { ensureBuilt } from '../support/build';
import { chainDepthBefore, markFirstAppearance, readMark, resourceWaves } from '../support/network';
import { type ServedRequest, type StaticServer, startStaticServer } from '../support/static-server';
import {
  ADMIN_DASHBOARD_BUDGET_BYTES,
  type AdminDashboardResult,
  adminDashboardApiStub,
  measureAdminDashboard,
} from './admin-dashboard-bytes';
import { writeBenchResults } from './report';
import { emulateRoundTrip, ROUND_TRIP_MS } from './round-trip';
import {
  measureWizardFirstStep,
  WIZARD_FIRST_STEP_BUDGET_BYTES,
  type WizardStepResult,
  wizardApiStub,
} from './wizard-first-step';

const FIRST_LOAD_BUDGET_BYTES = 200_000; // gzip JS of `/`, KB = 1000 bytes
const HEADER_CHAIN_BUDGET = 2; // sequential requests after the HTML before the header paints

interface Scenario {
  name: string;
  path: string;
  /** CSS selector of the content the chain is measured to. */
  target: string;
}

const SCENARIOS: Scenario[] = [
  { name: 'home', path: '/', target: 'header' },
  { name: 'admin login', path: '/admin/login', target: '[data-remote-module="admin/LoginPage"]' },
  {
    name: 'listing',
    path: '/property-listing',
    target: '[data-remote-module="listing/ListingPage"]',
  },
];

interface Result {
  name: string;
  path: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  jsFiles: number;
  /** null: the route has no site header (the admin area brings its own chrome). */
  headerChain: number | null;
  targetChain: number;
  targetMs: number;
  remotesFetched: string[];
  chain: string[];
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

async function measure(
  browser: Browser,
  server: StaticServer,
  scenario: Scenario,
): Promise<Result> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // A real round-trip time (see round-trip.ts).
  await emulateRoundTrip(await context.newCDPSession(page));
  await markFirstAppearance(page, 'header', '__headerAt');
  await markFirstAppearance(page, scenario.target, '__targetAt');
  const firstServed = server.requests.length;
  await page.goto(server.origin + scenario.path, { waitUntil: 'networkidle' });
  await page.waitForSelector(scenario.target, { state: 'attached', timeout: 15_000 });
  const headerAt = await readMark(page, '__headerAt');
  const targetAt = await readMark(page, '__targetAt');
  const resources = await resourceWaves(page);
  await context.close();

  const served: ServedRequest[] = server.requests.slice(firstServed);
  const gzipOf = (type: string) =>
    served.filter((r) => r.contentType.includes(type)).reduce((sum, r) => sum + r.bytes, 0);
  return {
    name: scenario.name,
    path: scenario.path,
    jsGzipBytes: gzipOf('javascript'),
    cssGzipBytes: gzipOf('text/css'),
    jsFiles: served.filter((r) => r.contentType.includes('javascript')).length,
    headerChain: Number.isNaN(headerAt)
      ? null
      : chainDepthBefore(
          resources.filter((r) => !r.path.startsWith('/remotes')),
          headerAt,
        ),
    targetChain: chainDepthBefore(resources, targetAt),
    targetMs: Math.round(targetAt),
    remotesFetched: [
      ...new Set(
        served
          .map((r) => /^\/remotes\/([^/]+)\//.exec(r.path)?.[1])
          .filter((name): name is string => name !== undefined),
      ),
    ],
    chain: resources
      .filter((r) => r.responseEnd <= targetAt)
      .map((r) => `${r.wave} ${r.initiatorType.padEnd(10)} ${r.path}`),
  };
}

async function main() {
  if (!process.argv.includes('--no-build')) ensureBuilt();
  const server = await startStaticServer({
    api: (method, path, body) =>
      wizardApiStub(method, path, body) ?? adminDashboardApiStub(method, path, body),
  });
  const browser = await launchChromium();
  const results: Result[] = [];
  let wizard: WizardStepResult;
  let adminDashboard: AdminDashboardResult;
  try {
    for (const scenario of SCENARIOS) results.push(await measure(browser, server, scenario));
    wizard = await measureWizardFirstStep(browser, server);
    adminDashboard = await measureAdminDashboard(browser, server);
  } finally {
    await browser.close();
    await server.close();
  }

  for (const r of results) {
    console.log(`\n${r.name} (${r.path})`);
    console.log(
      `  JS gzip ${kb(r.jsGzipBytes)} in ${r.jsFiles} files, CSS gzip ${kb(r.cssGzipBytes)}`,
    );
    const header =
      r.headerChain === null ? 'no site header' : `header after ${r.headerChain} requests`;
    console.log(
      `  chain after the HTML: ${header}; content after ${r.targetChain} (${r.targetMs} ms at ${ROUND_TRIP_MS} ms RTT)`,
    );
    console.log(`  remotes fetched: ${r.remotesFetched.join(', ') || 'none'}`);
    if (process.argv.includes('--chain')) for (const line of r.chain) console.log(`    ${line}`);
  }

  console.log('\nadd-property first step (Post Property pressed on /, beyond what / loaded)');
  const remoteBytes = wizard.files
    .filter((file) => file.path.startsWith('/remotes/add-property/'))
    .reduce((sum, file) => sum + file.bytes, 0);
  console.log(
    `  JS gzip ${kb(wizard.jsGzipBytes)} in ${wizard.jsFiles} files: the remote's ${kb(remoteBytes)}, the shell's ${kb(wizard.jsGzipBytes - remoteBytes)} (loaded by the click)`,
  );
  if (process.argv.includes('--chain')) {
    for (const file of wizard.files) console.log(`    ${kb(file.bytes).padStart(9)} ${file.path}`);
  }

  console.log('\nadmin dashboard (/admin/dashboard signed in, cold, until its charts are drawn)');
  console.log(
    `  JS gzip ${kb(adminDashboard.jsGzipBytes)} in ${adminDashboard.jsFiles} files: the admin remote's ${kb(adminDashboard.adminRemoteBytes)} (with the charts' chunk), the shell's ${kb(adminDashboard.jsGzipBytes - adminDashboard.adminRemoteBytes)}`,
  );
  if (process.argv.includes('--chain')) {
    for (const file of adminDashboard.files)
      console.log(`    ${kb(file.bytes).padStart(9)} ${file.path}`);
  }

  const home = results.find((r) => r.path === '/');
  const admin = results.find((r) => r.path === '/admin/login');
  const failures: string[] = [];
  if (!home || home.jsGzipBytes > FIRST_LOAD_BUDGET_BYTES) {
    failures.push(
      `first load of / is ${kb(home?.jsGzipBytes ?? 0)} gzip JS, budget ${kb(FIRST_LOAD_BUDGET_BYTES)}`,
    );
  }
  for (const r of results) {
    if (r.headerChain !== null && r.headerChain > HEADER_CHAIN_BUDGET) {
      failures.push(
        `${r.path}: header paints after ${r.headerChain} sequential requests (budget ${HEADER_CHAIN_BUDGET})`,
      );
    }
  }
  if (wizard.jsGzipBytes > WIZARD_FIRST_STEP_BUDGET_BYTES) {
    failures.push(
      `the add-property first step adds ${kb(wizard.jsGzipBytes)} gzip JS, budget ${kb(WIZARD_FIRST_STEP_BUDGET_BYTES)}`,
    );
  }
  if (adminDashboard.adminRemoteBytes > ADMIN_DASHBOARD_BUDGET_BYTES) {
    failures.push(
      `the admin remote's first load of /admin/dashboard is ${kb(adminDashboard.adminRemoteBytes)} gzip JS, budget ${kb(ADMIN_DASHBOARD_BUDGET_BYTES)}`,
    );
  }
  const otherRemotes = adminDashboard.files
    .map((file) => /^\/remotes\/([^/]+)\//.exec(file.path)?.[1])
    .filter((name) => name !== undefined && name !== 'admin');
  if (otherRemotes.length > 0) {
    failures.push(
      `/admin/dashboard fetched other remotes: ${[...new Set(otherRemotes)].join(', ')}`,
    );
  }
  if (admin?.remotesFetched.some((name) => name !== 'admin')) {
    failures.push(`/admin/login fetched other remotes: ${admin.remotesFetched.join(', ')}`);
  }

  writeBenchResults('first-load-bytes', {
    budgetBytes: FIRST_LOAD_BUDGET_BYTES,
    results,
    wizardFirstStep: {
      budgetBytes: WIZARD_FIRST_STEP_BUDGET_BYTES,
      ...wizard,
    },
    adminDashboard: { budgetBytes: ADMIN_DASHBOARD_BUDGET_BYTES, ...adminDashboard },
  });

  if (failures.length > 0) {
    console.error(`\nOVER BUDGET:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `\nwithin budget: / = ${kb(home?.jsGzipBytes ?? 0)} <= ${kb(FIRST_LOAD_BUDGET_BYTES)}, header chain <= ${HEADER_CHAIN_BUDGET}, add-property first step = ${kb(wizard.jsGzipBytes)} <= ${kb(WIZARD_FIRST_STEP_BUDGET_BYTES)}, the admin remote's /admin/dashboard = ${kb(adminDashboard.adminRemoteBytes)} <= ${kb(ADMIN_DASHBOARD_BUDGET_BYTES)}`,
  );
}

await main();
