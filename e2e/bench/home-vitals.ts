/**
 * Issue 10's browser budgets, side by side in one run, on the product as `npm start` runs it
 * (scripts/start.ts, a fresh embedded database, the default 3000 demo listings):
 *   1. LCP and CLS of `/`, `/property-listing` and one detail page on the phone profile of
 *      listing-vitals.ts (Slow 4G, 4x CPU, 412x823), interleaved (home, listing, detail, home, ...),
 *      a fresh context (cold cache) per load once the browser has settled (browser-idle.ts),
 *      RUNS=5 by default, after one warm-up round;
 *   2. the JS of the first load of `/` on the wire, response headers included (script-wire-bytes.ts).
 *   pnpm --filter ./e2e run bench:home                  (builds stale apps first, under /tmp/build.lock)
 *   pnpm --filter ./e2e run bench:home -- --no-build    (measures the build as it is)
 *   BENCH_ORIGIN=http://127.0.0.1:3000 pnpm --filter ./e2e run bench:home   (a running product)
 * Prints a table with PASS/FAIL per budget, writes bench-results/home-vitals.json, exits 1 when
 * over budget.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { staleBuilds } from '../../scripts/lib/builds';
import { launchChromium } from '../support/browser';
import { REMOTE_NAMES, workspaceRoot } from '../support/paths';
import { startProduct } from '../support/product';
import { CPU_SLOWDOWN, measureVitals, type Vitals } from './listing-vitals';
import { median, reportBudget, writeBenchResults } from './report';
import { measureScriptWireBytes } from './script-wire-bytes';

const RUNS = Number(process.env.RUNS ?? 5);
const HOME_LCP_BUDGET_MS = 2000;
const HOME_CLS_BUDGET = 0.02;
const LISTING_LCP_BUDGET_MS = 1500;
/** KB = 1000 bytes, as bench:bytes (first-load-bytes.ts) counts. */
const HOME_JS_WIRE_BUDGET_BYTES = 200_000;
const BUILD_LOCK = '/tmp/build.lock';
const BUILD_LOCK_WAIT_S = 900;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** Builds stale apps (support/build.ts's ensureBuilt) while holding the build lock. */
function buildUnderLock() {
  const stale = staleBuilds();
  if (stale.length === 0) return;
  console.log(`building ${stale.join(', ')} (waiting for ${BUILD_LOCK} first)`);
  const buildModule = join(workspaceRoot, 'e2e/support/build.ts');
  const result = spawnSync(
    'flock',
    [
      '-w',
      String(BUILD_LOCK_WAIT_S),
      BUILD_LOCK,
      process.execPath,
      '--import',
      'tsx',
      '-e',
      `import(${JSON.stringify(buildModule)}).then((m) => m.ensureBuilt())`,
    ],
    { cwd: join(workspaceRoot, 'e2e'), stdio: 'inherit' },
  );
  if (result.status !== 0) {
    throw new Error(
      `The build failed or ${BUILD_LOCK} stayed taken for ${BUILD_LOCK_WAIT_S} s (see above). ` +
        `Do not wrap this bench in flock ${BUILD_LOCK}: it takes that lock itself to build; ` +
        'or build first and pass --no-build.',
    );
  }
}

/** When each app's build was written: a change during the run means a build landed mid-run. */
function buildStamps(): Record<string, number> {
  const markers = [
    'shell/dist/index.html',
    ...REMOTE_NAMES.map((name) => `remotes/${name}/dist/mf-manifest.json`),
  ];
  return Object.fromEntries(
    markers.map((marker) => {
      const path = join(workspaceRoot, marker);
      return [marker, existsSync(path) ? statSync(path).mtimeMs : 0];
    }),
  );
}

interface Page {
  name: string;
  path: string;
  ready: string;
  lcpBudgetMs: number;
}

async function detailPath(origin: string): Promise<string> {
  const search = (await (
    await fetch(`${origin}/api/listings/search?listingType=sale&city=Pune&limit=1`)
  ).json()) as { data: { _id: string }[] };
  const id = search.data[0]?._id;
  if (!id) throw new Error('No demo listing to open: is LISTING_DEMO_COUNT 0?');
  return `/property/details/${id}`;
}

async function measureOrInfinity(browser: Browser, url: string, ready: string): Promise<Vitals> {
  // A load that never shows the page counts as infinitely slow, as in listing-lcp.ts.
  return measureVitals(browser, url, ready).catch(
    (error: Error): Vitals => ({
      lcpMs: Number.POSITIVE_INFINITY,
      cls: Number.POSITIVE_INFINITY,
      lcpElement: `failed: ${error.message.split('\n')[0]}`,
      jsBytes: 0,
    }),
  );
}

async function main() {
  const benchOrigin = process.env.BENCH_ORIGIN;
  if (benchOrigin || process.argv.includes('--no-build')) {
    const stale = staleBuilds();
    if (!benchOrigin && stale.length > 0)
      console.log(`--no-build: measuring builds older than their sources: ${stale.join(', ')}`);
  } else {
    buildUnderLock();
  }
  const stampsBefore = buildStamps();
  const loadBefore = load();
  const startedAt = new Date();
  const product = benchOrigin
    ? { origin: benchOrigin, stop: async () => {} }
    : await startProduct();
  let browser: Browser | undefined;
  try {
    const pages: Page[] = [
      { name: 'home', path: '/', ready: '#home-title', lcpBudgetMs: HOME_LCP_BUDGET_MS },
      {
        name: 'listing',
        path: '/property-listing',
        ready: '[aria-label="Listings"] article',
        lcpBudgetMs: LISTING_LCP_BUDGET_MS,
      },
      {
        name: 'detail',
        path: await detailPath(product.origin),
        ready: 'h1',
        lcpBudgetMs: LISTING_LCP_BUDGET_MS,
      },
    ];
    browser = await launchChromium();
    // The server's first read and render of each page (compiling, the page cache) is not counted.
    for (const page of pages) {
      const vitals = await measureOrInfinity(browser, product.origin + page.path, page.ready);
      console.log(`warm-up ${page.name.padEnd(8)} LCP ${vitals.lcpMs.toFixed(0)} ms (not counted)`);
    }
    const wire = await measureScriptWireBytes(browser, `${product.origin}/`, '#home-title');
    const encodings = [...new Set(wire.files.map((file) => file.contentEncoding || 'none'))];
    console.log(
      `first load of /: ${wire.files.length} scripts, ${wire.withHeadersBytes} bytes with headers, ${wire.bodyBytes} body (content-encoding ${encodings.join(', ')})`,
    );

    const samples: Record<string, Vitals[]> = {};
    for (let run = 0; run < RUNS; run += 1) {
      for (const page of pages) {
        const vitals = await measureOrInfinity(browser, product.origin + page.path, page.ready);
        samples[page.name] = [...(samples[page.name] ?? []), vitals];
        console.log(
          `run ${run + 1} ${page.name.padEnd(8)} LCP ${vitals.lcpMs.toFixed(0)} ms  CLS ${vitals.cls.toFixed(4)}  (${vitals.lcpElement})`,
        );
      }
    }

    const summary = Object.fromEntries(
      pages.map((page) => {
        const list = samples[page.name] ?? [];
        return [
          page.name,
          {
            path: page.path,
            lcpMedianMs: Math.round(median(list.map((v) => v.lcpMs))),
            lcpRunsMs: list.map((v) => Math.round(v.lcpMs)),
            lcpElements: [...new Set(list.map((v) => v.lcpElement))],
            clsMax: Number(Math.max(...list.map((v) => v.cls)).toFixed(4)),
            clsRuns: list.map((v) => Number(v.cls.toFixed(4))),
            /** Playwright's sizes of the phone loads' scripts (headers + body), for comparison. */
            phoneJsBytesRuns: list.map((v) => v.jsBytes),
          },
        ];
      }),
    );

    type Row = { figure: string; measured: string; budget: string; pass: boolean | null };
    const rows: Row[] = [];
    for (const page of pages) {
      const s = summary[page.name];
      if (!s) continue;
      rows.push({
        figure: `\`${page.name === 'detail' ? '/property/details/<id>' : page.path}\` LCP, median of ${RUNS}`,
        measured: `${s.lcpMedianMs} ms (${s.lcpRunsMs.join(', ')})`,
        budget: `${page.lcpBudgetMs} ms`,
        pass: s.lcpMedianMs <= page.lcpBudgetMs,
      });
      rows.push({
        figure: `\`${page.name === 'detail' ? '/property/details/<id>' : page.path}\` CLS, max of ${RUNS}`,
        measured: `${s.clsMax.toFixed(4)} (${s.clsRuns.map((c) => c.toFixed(4)).join(', ')})`,
        budget: page.name === 'home' ? `${HOME_CLS_BUDGET}` : '-',
        pass: page.name === 'home' ? s.clsMax <= HOME_CLS_BUDGET : null,
      });
    }
    rows.push({
      figure: 'first load of `/`, JS on the wire with response headers',
      measured: `${kb(wire.withHeadersBytes)} (${wire.withHeadersBytes} B, ${wire.files.length} files)`,
      budget: kb(HOME_JS_WIRE_BUDGET_BYTES),
      pass: wire.withHeadersBytes <= HOME_JS_WIRE_BUDGET_BYTES,
    });
    rows.push({
      figure: 'the same, encoded bodies only (what bench:bytes counts)',
      measured: `${kb(wire.bodyBytes)} (${wire.bodyBytes} B; headers ${wire.withHeadersBytes - wire.bodyBytes} B)`,
      budget: '-',
      pass: null,
    });

    const stampsAfter = buildStamps();
    const rebuilt = Object.keys(stampsBefore).filter((k) => stampsBefore[k] !== stampsAfter[k]);
    console.log(
      `\nIssue 10 budgets, phone profile (Slow 4G: 562.5 ms RTT, 1.47 Mbps down; ${CPU_SLOWDOWN}x CPU; 412x823 @1.75x), ` +
        `${RUNS} cold loads per page interleaved; JS bytes: one cold desktop load at 300 ms RTT until network idle; KB = 1000 bytes`,
    );
    console.log(`load average ${loadBefore} at the start, ${load()} at the end\n`);
    const cells = (row: Row) => [
      row.figure,
      row.measured,
      row.budget,
      row.pass === null ? '-' : row.pass ? 'PASS' : 'FAIL',
    ];
    const widths = [0, 1, 2, 3].map((i) =>
      Math.max(...rows.map((row) => (cells(row)[i] as string).length), 6),
    );
    const line = (values: string[]) =>
      `| ${values.map((v, i) => v.padEnd(widths[i] as number)).join(' | ')} |`;
    console.log(line(['figure', 'measured', 'budget', 'result']));
    console.log(line(widths.map((w) => '-'.repeat(w))));
    for (const row of rows) console.log(line(cells(row)));
    console.log('\nLCP elements:');
    for (const page of pages)
      console.log(`  ${page.path}: ${summary[page.name]?.lcpElements.join('; ')}`);
    if (wire.unfinished.length > 0)
      console.log(`scripts not finished at the first load's end: ${wire.unfinished.join(', ')}`);
    if (wire.javascriptNotScript.length > 0)
      console.log(
        `JavaScript responses not typed Script (not counted): ${wire.javascriptNotScript.join(', ')}`,
      );
    if (rebuilt.length > 0)
      console.log(
        `WARNING: rebuilt during the run (figures mix two builds): ${rebuilt.join(', ')}`,
      );

    const failures = rows
      .filter((row) => row.pass === false)
      .map((row) => `${row.figure}: ${row.measured} > ${row.budget}`);
    writeBenchResults('home-vitals', {
      runs: RUNS,
      measuredAt: startedAt.toISOString(),
      loadAverage: { start: loadBefore, end: load() },
      rebuiltDuringRun: rebuilt,
      budgets: {
        homeLcpMs: HOME_LCP_BUDGET_MS,
        homeCls: HOME_CLS_BUDGET,
        listingAndDetailLcpMs: LISTING_LCP_BUDGET_MS,
        homeJsWireBytes: HOME_JS_WIRE_BUDGET_BYTES,
      },
      summary,
      homeJsOnTheWire: wire,
      failures,
    });
    reportBudget(failures);
  } finally {
    await browser?.close();
    await product.stop();
  }
}

await main();
