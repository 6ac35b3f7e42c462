/**
 * Browser budgets of the listing remote (issue 4), in Debian's Chromium with CDP throttling:
 *   1. LCP and CLS of /property-listing and of a detail page (median of 5 runs each);
 *   2. the cost of federation: the same pages built as one single app (remotes/listing/
 *      rsbuild.single.config.ts, no Module Federation) against the product's federated shell +
 *      remote, measured alternately in one run.
 * The product starts the way `pnpm start` does (scripts/start.ts) on a fresh embedded database.
 *   node --import tsx bench/listing-lcp.ts        (from e2e/; RUNS=5 by default)
 * Prints the figures, writes bench-results/listing-lcp.json, exits 1 when over budget.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { workspaceRoot } from '../support/paths';
import { startProduct } from '../support/product';
import { serveSingleApp } from './listing-single-server';
import { measureVitals, type Vitals } from './listing-vitals';
import { median, reportBudget, writeBenchResults } from './report';

const RUNS = Number(process.env.RUNS ?? 5);
const LCP_BUDGET_MS = 2500;
const CLS_BUDGET = 0.02;
const FEDERATION_RATIO_BUDGET = 1.2;

function buildSingleApp(outDir: string) {
  const build = spawnSync('pnpm', ['exec', 'rsbuild', 'build', '-c', 'rsbuild.single.config.ts'], {
    cwd: join(workspaceRoot, 'remotes/listing'),
    env: { ...process.env, LISTING_SINGLE_DIST: outDir },
    encoding: 'utf8',
  });
  if (build.status !== 0)
    throw new Error(`Single-app build failed:\n${build.stdout}\n${build.stderr}`);
}

type Page = { name: string; path: string; ready: string };

async function main() {
  const singleDir = mkdtempSync(join(tmpdir(), 'listing-single-'));
  buildSingleApp(singleDir);
  const product = await startProduct({ LISTING_DEMO_COUNT: '1000', LOG_LEVEL: 'warn' });
  const single = await serveSingleApp(singleDir, product.origin);
  let browser: Browser | undefined;
  try {
    const search = (await (
      await fetch(`${product.origin}/api/listings/search?listingType=sale&city=Pune&limit=1`)
    ).json()) as { data: { _id: string }[] };
    const detailId = search.data[0]?._id;
    if (!detailId) throw new Error('No demo listing to open');
    const pages: Page[] = [
      {
        name: 'listing',
        path: '/property-listing?city=Pune',
        ready: '[aria-label="Listings"] article',
      },
      { name: 'detail', path: `/property/details/${detailId}`, ready: 'h1' },
    ];
    browser = await launchChromium();
    const samples: Record<string, Vitals[]> = {};
    for (let run = 0; run < RUNS; run += 1) {
      for (const page of pages) {
        for (const [build, origin] of [
          ['federated', product.origin],
          ['single', single.origin],
        ] as const) {
          const key = `${page.name}/${build}`;
          // A run that never shows the page (e.g. the shell's remote timeout fired) counts as
          // an infinitely slow run, not as a crash of the whole benchmark.
          const vitals = await measureVitals(browser, `${origin}${page.path}`, page.ready).catch(
            (error: Error): Vitals => ({
              lcpMs: Number.POSITIVE_INFINITY,
              cls: Number.POSITIVE_INFINITY,
              lcpElement: `failed: ${error.message.split('\n')[0]}`,
              jsBytes: 0,
            }),
          );
          const list = samples[key] ?? [];
          list.push(vitals);
          samples[key] = list;
          console.log(
            `run ${run + 1} ${key.padEnd(20)} LCP ${vitals.lcpMs.toFixed(0)} ms  CLS ${vitals.cls.toFixed(4)}  (${vitals.lcpElement})`,
          );
        }
      }
    }
    const summary = Object.fromEntries(
      Object.entries(samples).map(([key, list]) => [
        key,
        {
          lcpMedianMs: Math.round(median(list.map((v) => v.lcpMs))),
          clsMedian: Number(median(list.map((v) => v.cls)).toFixed(4)),
          lcpRunsMs: list.map((v) => Math.round(v.lcpMs)),
          clsRuns: list.map((v) => Number(v.cls.toFixed(4))),
          lcpElement: list.at(-1)?.lcpElement,
          jsBytes: list.at(-1)?.jsBytes,
        },
      ]),
    );
    const failures: string[] = [];
    console.log('\nMedians (slow 4G: 562.5 ms RTT, 1.47 Mbps down; 4x CPU; 412x823 @1.75x):');
    for (const page of pages) {
      const federated = summary[`${page.name}/federated`];
      const singleApp = summary[`${page.name}/single`];
      if (!federated || !singleApp) continue;
      const ratio = federated.lcpMedianMs / singleApp.lcpMedianMs;
      console.log(
        `  ${page.name.padEnd(8)} federated LCP ${federated.lcpMedianMs} ms, CLS ${federated.clsMedian} | ` +
          `single app LCP ${singleApp.lcpMedianMs} ms, CLS ${singleApp.clsMedian} | federated/single ${ratio.toFixed(2)}x`,
      );
      if (federated.lcpMedianMs > LCP_BUDGET_MS)
        failures.push(`${page.name}: LCP ${federated.lcpMedianMs} ms > ${LCP_BUDGET_MS} ms`);
      if (federated.clsMedian > CLS_BUDGET)
        failures.push(`${page.name}: CLS ${federated.clsMedian} > ${CLS_BUDGET}`);
      if (ratio > FEDERATION_RATIO_BUDGET)
        failures.push(
          `${page.name}: federated/single ${ratio.toFixed(2)}x > ${FEDERATION_RATIO_BUDGET}x`,
        );
    }
    writeBenchResults('listing-lcp', {
      runs: RUNS,
      measuredAt: new Date().toISOString(),
      summary,
      failures,
    });
    reportBudget(failures);
  } finally {
    await browser?.close();
    await single.close();
    await product.stop();
    rmSync(singleDir, { recursive: true, force: true });
  }
}

await main();
