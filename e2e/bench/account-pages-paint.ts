/**
 * How soon /my-dashboard and /my-leads show their content to a logged-in owner on the phone
 * profile (Slow 4G, 4x CPU, 412x823, as listing-lcp.ts): five cold loads of each (fresh context,
 * empty cache), medians against 2.5 s.
 *   pnpm --filter ./e2e run bench:accounts        (builds stale apps first; exits 1 over budget)
 *   BENCH_ORIGIN=http://127.0.0.1:3000 pnpm --filter ./e2e run bench:accounts   (a running product)
 * "Content painted" is the first animation frame after the page's <h1> AND its first data are in
 * the DOM (a MutationObserver): on /my-dashboard the listing-status cards (the "My listings"
 * heading, as bench:dashboard), on /my-leads the first lead row's cell in the Leads grid. The
 * largest contentful paint is printed beside it (it can be the header's logo or the <h1>, which
 * come before the data, so it is not the budget's figure).
 * The owner has one live listing (a photo, views from five browsers) and three leads.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { leadFromNewSeeker, ownerWithListing } from '../support/accounts';
import { launchChromium } from '../support/browser';
import { ensureBuilt } from '../support/build';
import { workspaceRoot } from '../support/paths';
import { addPageSession, type Session } from '../support/posting';
import { type Product, startProduct } from '../support/product';
import { waitForBrowserIdle } from './browser-idle';
import { CPU_SLOWDOWN, SLOW_4G } from './listing-vitals';

const BUDGET_MS = 2500;
const RUNS = 5;

/** CSS selectors of each page's first data (checked in the page with its <h1>). */
const PAGES = {
  '/my-dashboard': 'h2',
  '/my-leads': '[role="grid"][aria-label="Leads"] [role="gridcell"]',
} as const;
type Path = keyof typeof PAGES;

/** Sets window.__paint.content (ms) at the frame after <h1> and `data` are both in the DOM. */
const observer = (path: Path) => `
  window.__paint = { content: 0, lcp: 0 };
  const ready = () => {
    if (!document.querySelector('h1')) return false;
    ${
      path === '/my-dashboard'
        ? `return [...document.querySelectorAll('h2')].some((h) => h.textContent === 'My listings');`
        : `return document.querySelector(${JSON.stringify(PAGES[path])}) !== null;`
    }
  };
  new MutationObserver((_, self) => {
    if (window.__paint.content === 0 && ready()) {
      window.__paint.content = -1;
      self.disconnect();
      requestAnimationFrame(() => { window.__paint.content = performance.now(); });
    }
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__paint.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

type Marks = { content: number; lcp: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** An owner with a live listing, five views and three leads (each from another seeker). */
async function seedOwner(product: Product): Promise<Session> {
  const { owner, propertyId } = await ownerWithListing(product, {
    title: '2 BHK apartment in Baner',
    name: 'Ravi Kulkarni',
    publish: true,
  });
  for (let n = 0; n < 5; n += 1) {
    await fetch(`${product.origin}/api/listings/${propertyId}/views`, {
      method: 'POST',
      headers: { 'user-agent': `Bench browser ${n}` },
    });
  }
  for (let n = 0; n < 3; n += 1) {
    await leadFromNewSeeker(product, propertyId, `Is it still available? (${n + 1})`);
  }
  return owner;
}

/** One cold load of `path` with the owner's session already in storage. */
async function measure(browser: Browser, product: Product, session: Session, path: Path) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(
    ({ token, refreshToken, user }) => {
      localStorage.setItem('userToken', token);
      localStorage.setItem('userRefreshToken', refreshToken);
      localStorage.setItem(
        'root',
        JSON.stringify({
          auth: { error: null, user: { ...user, token, refreshToken }, isAuthenticated: true },
        }),
      );
    },
    { token: session.token, refreshToken: session.refreshToken, user: session.user },
  );
  // The login's httpOnly page session too: the server renders the user's own pages with it.
  await addPageSession(context, product, session);
  await context.addInitScript(observer(path));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await waitForBrowserIdle(browser);
    await page.goto(`${product.origin}${path}`, { waitUntil: 'load', timeout: 120_000 });
    // Read by a function, not a string: the app's CSP has no 'unsafe-eval'.
    await page.waitForFunction(
      () => (window as unknown as { __paint: Marks }).__paint.content > 0,
      undefined,
      { timeout: 90_000 },
    );
    await page.waitForTimeout(300);
    return await page.evaluate(() => (window as unknown as { __paint: Marks }).__paint);
  } finally {
    await context.close();
  }
}

/** A product already running at BENCH_ORIGIN (NODE_ENV=development, for the dev routes). */
function runningProduct(origin: string): Product {
  return {
    origin,
    stop: async () => {},
    async devOtp(phone) {
      const response = await fetch(`${origin}/api/dev/otp/${phone}`);
      const body = (await response.json()) as { otp?: string; message?: string };
      if (!body.otp) throw new Error(`No development code for ${phone}: ${body.message}`);
      return body.otp;
    },
  };
}

async function main() {
  const origin = process.env.BENCH_ORIGIN;
  if (!origin && !process.argv.includes('--no-build')) ensureBuilt();
  const product = origin ? runningProduct(origin) : await startProduct();
  const browser = await launchChromium();
  const runs: Record<Path, Marks[]> = { '/my-dashboard': [], '/my-leads': [] };
  try {
    const owner = await seedOwner(product);
    for (const path of Object.keys(PAGES) as Path[]) {
      await measure(browser, product, owner, path); // warms the server (first read of each file)
      for (let run = 0; run < RUNS; run += 1) {
        runs[path].push(await measure(browser, product, owner, path));
      }
    }
  } finally {
    await browser.close();
    await product.stop();
  }
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');
  console.log(
    `Account pages on the phone profile (Slow 4G, ${CPU_SLOWDOWN}x CPU), ${RUNS} cold loads each; load average ${load}`,
  );
  const result: Record<string, unknown> = {
    cpuSlowdown: CPU_SLOWDOWN,
    budgetMs: BUDGET_MS,
    loadAverage: load,
  };
  const over: string[] = [];
  for (const [path, marks] of Object.entries(runs)) {
    const content = marks.map((m) => Math.round(m.content));
    const lcp = marks.map((m) => Math.round(m.lcp));
    const contentMedian = Math.round(median(content));
    const lcpMedian = Math.round(median(lcp));
    result[path] = {
      contentPaintedMs: content,
      lcpMs: lcp,
      contentPaintedMedianMs: contentMedian,
      lcpMedianMs: lcpMedian,
    };
    console.log(`  ${path}: content painted ${content.join(', ')} ms; median ${contentMedian} ms`);
    console.log(`  ${' '.repeat(path.length)}  LCP ${lcp.join(', ')} ms; median ${lcpMedian} ms`);
    if (contentMedian > BUDGET_MS) over.push(`${path} ${contentMedian} ms`);
  }
  const outDir = join(workspaceRoot, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'account-pages-paint.json'), `${JSON.stringify(result, null, 2)}\n`);
  if (over.length > 0) {
    console.error(`\nOVER BUDGET (${BUDGET_MS} ms, content painted): ${over.join('; ')}`);
    process.exit(1);
  }
  console.log(`\nwithin budget: both pages' content painted <= ${BUDGET_MS} ms`);
}

await main();
