// Issue 10's mixed load: the product started as `pnpm start` starts it (scripts/start.ts: built
// shell and remotes, server-rendered listing pages, the api) on a seeded database, 50 connections
// of mixed traffic on loopback for 60 s (home, listing searches, listing HTML, detail HTML,
// suggestions), and /api/health probed every 50 ms from a thread of its own meanwhile.
// Budget: 0 errors; on PGlite p99 <= 500 ms and /api/health p50 <= 2 ms in every 10 s window; on
// PostgreSQL p99 <= 100 ms (health reported beside it). Exit 1 over budget.
// PostgreSQL runs on the same two cores as the api, its render threads and the load generator, so
// the api opens --pool connections to it (DATABASE_POOL_SIZE, 2 by default here): with the api's
// usual 10, ten busy backends took the request thread's CPU (371 requests/s, /api/health p50 53 ms,
// against 612 and 11 ms with 2; 2026-11-25).
// Run: pnpm --filter api bench:mixed [--engine pglite|postgres|both] [--count 50000] [--pool 2] [--no-build]
//      BENCH_SECONDS=10 pnpm --filter api bench:mixed --engine pglite     (a quick trial)
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { buildStale } from '../../scripts/lib/builds';
import { freePort } from '../../scripts/lib/postgres';
import { repoRoot } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { PLACES } from '../src/seed/listings/places';
import { createRng, type Rng } from '../src/seed/listings/prng';
import { type BenchEngine, benchDatabase } from './listings-setup';
import { summarize } from './stats';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    count: { type: 'string', default: '50000' },
    connections: { type: 'string', default: '50' },
    pool: { type: 'string', default: '2' },
    'no-build': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(values.connections);
const COUNT = Number(values.count);
const BUDGET = { p99: { pglite: 500, postgres: 100 }, healthP50: 2 };
const PROBE_EVERY_MS = 50;
const WINDOW_MS = 10_000;
const log = (text: string) => process.stderr.write(`${text}\n`);
const engines: BenchEngine[] =
  values.engine === 'both' ? ['pglite', 'postgres'] : [values.engine as BenchEngine];
if (!engines.every((e) => e === 'pglite' || e === 'postgres')) {
  console.error('--engine must be pglite, postgres or both');
  process.exit(1);
}

// ---- The traffic: what a visitor's browser asks for, drawn from a seeded PRNG ----

const KINDS = ['home', 'search api', 'listing html', 'detail html', 'suggestions'] as const;
type Kind = (typeof KINDS)[number];
const SHARE: Record<Kind, number> = {
  home: 0.2,
  'search api': 0.3,
  'listing html': 0.15,
  'detail html': 0.2,
  suggestions: 0.15,
};
/**
 * A fifth of searches and detail pages repeat a popular one; the rest are drawn afresh (a city's
 * filters are nearly always new, a locality's name comes round again within the cache's life).
 */
const POPULAR_SHARE = 0.2;
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'gzip, br' };
const JSON_ACCEPT = { accept: 'application/json', 'accept-encoding': 'gzip, br' };

interface Search {
  search?: string;
  city?: string;
  locality?: string;
  listingType?: 'sale' | 'rent';
  propertyType?: string;
  bhk?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: string;
}

const SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'price-per-sqft'];
const WORDS = ['apartment', 'villa', 'sea view', 'furnished flat', 'metro', 'gated community'];
const TYPES = ['apartment', 'independent-house', 'villa', 'builder-floor', 'studio', 'plot'];

/** Searches as the listing page's filters make them (city, type, budget, bedrooms, sort, text). */
function drawSearch(rng: Rng): Search {
  const city = rng.pick(PLACES);
  const roll = rng.next();
  const s: Search = {};
  if (roll < 0.5) {
    s.city = city.name;
    s.listingType = rng.pick(['sale', 'rent'] as const);
    if (rng.chance(0.6)) s.bhk = rng.sample(['1', '2', '3', '4', '5'], rng.int(1, 2)).join(',');
    if (rng.chance(0.5)) {
      const sale = s.listingType === 'sale';
      s.minPrice = sale ? rng.int(10, 150) * 100_000 : rng.int(5, 60) * 1000;
      s.maxPrice = s.minPrice + (sale ? rng.int(10, 300) * 100_000 : rng.int(5, 100) * 1000);
    }
    if (rng.chance(0.3)) s.propertyType = rng.pick(TYPES);
  } else if (roll < 0.75) {
    const locality = rng.pick(city.localities).name;
    s.search = rng.chance(0.5) ? `${locality} ${rng.int(1, 4)} bhk` : locality;
    if (rng.chance(0.5)) s.listingType = rng.pick(['sale', 'rent'] as const);
  } else if (roll < 0.85) {
    s.search = rng.pick(WORDS);
    if (rng.chance(0.5)) s.city = city.name;
  } else {
    s.city = city.name;
    s.locality = rng.pick(city.localities).name;
    s.listingType = rng.pick(['sale', 'rent'] as const);
    if (rng.chance(0.5)) s.propertyType = rng.pick(TYPES);
  }
  if (rng.chance(0.6)) s.sort = rng.pick(SORTS);
  if (s.sort === 'price-per-sqft' && !s.listingType) s.sort = 'price-asc';
  return s;
}

const queryString = (entries: [string, string | number | undefined][]) =>
  new URLSearchParams(
    entries
      .filter((e): e is [string, string | number] => e[1] !== undefined)
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

/** The search's filters, in the same order for both addresses (the budget's names differ). */
const searchEntries = (
  s: Search,
  [minName, maxName]: [string, string],
): [string, string | number | undefined][] => [
  ['search', s.search],
  ['city', s.city],
  ['locality', s.locality],
  ['listingType', s.listingType],
  ['propertyType', s.propertyType],
  ['bhk', s.bhk],
  [minName, s.minPrice],
  [maxName, s.maxPrice],
];

/** What the listing remote sends to the api (its page size is 12). */
const apiPath = (s: Search) =>
  `/api/listings/search?${queryString([
    ...searchEntries(s, ['budgetMin', 'budgetMax']),
    ['sort', s.sort ?? 'relevance'],
    ['limit', 12],
  ])}`;

/** The page's own address for the same search (its readable parameter names). */
const pagePath = (s: Search) => {
  const query = queryString([...searchEntries(s, ['minPrice', 'maxPrice']), ['sort', s.sort]]);
  return query ? `/property-listing?${query}` : '/property-listing';
};

/** What the header's type-ahead asks as a visitor types a place (sometimes with a typo). */
function suggestionPath(rng: Rng): string {
  const city = rng.pick(PLACES);
  const name = rng.chance(0.3) ? city.name : rng.pick(city.localities).name;
  let typed = name.slice(0, rng.int(1, Math.min(8, name.length)));
  if (rng.chance(0.2) && typed.length >= 5) {
    const i = rng.int(1, typed.length - 2);
    typed = typed.slice(0, i) + typed.slice(i + 1);
  }
  return `/api/admin/suggestion?${queryString([
    ['search', typed],
    ['page', 1],
    ['limit', 10],
  ])}`;
}

interface Traffic {
  next(): { kind: Kind; path: string; headers: Record<string, string> };
}

function traffic(detailIds: string[], seed = 2026): Traffic {
  const rng = createRng(seed);
  const popular = createRng(seed + 1);
  const popularSearches = Array.from({ length: 40 }, () => drawSearch(popular));
  const popularIds = Array.from({ length: 40 }, () => popular.pick(detailIds));
  const search = () => (rng.chance(POPULAR_SHARE) ? rng.pick(popularSearches) : drawSearch(rng));
  const cumulative = KINDS.map((_, i) =>
    KINDS.slice(0, i + 1).reduce((sum, k) => sum + SHARE[k], 0),
  );
  return {
    next() {
      const roll = rng.next();
      const kind = KINDS[cumulative.findIndex((c) => roll < c)] ?? 'suggestions';
      switch (kind) {
        case 'home':
          return { kind, path: '/', headers: HTML };
        case 'search api':
          return { kind, path: apiPath(search()), headers: JSON_ACCEPT };
        case 'listing html':
          return { kind, path: pagePath(search()), headers: HTML };
        case 'detail html': {
          const id = rng.chance(POPULAR_SHARE) ? rng.pick(popularIds) : rng.pick(detailIds);
          return { kind, path: `/property/details/${id}`, headers: HTML };
        }
        default:
          return { kind, path: suggestionPath(rng), headers: JSON_ACCEPT };
      }
    },
  };
}

// ---- The product: built front end, started as scripts/start.ts starts it ----

/** Like `pnpm start`: build the apps that have no build yet (`--no-build` skips even that). */
interface Product {
  origin: string;
  /** The server's error-level log lines (pino JSON, level 50 and up), each cut to 600 characters. */
  errorLines(): string[];
  /** The end of its output, for a server that did not start. */
  tail(): string;
  stop(): Promise<void>;
}

async function startProduct(env: Record<string, string>): Promise<Product> {
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  let partial = '';
  const errors: string[] = [];
  const read = (chunk: Buffer) => {
    output = (output + chunk).slice(-20_000);
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (/"level":(5|6)0/.test(line)) errors.push(line.slice(0, 600));
    }
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || !child.pid) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The product exited (${child.exitCode}):\n${output.slice(-3000)}`);
    }
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { origin, stop, errorLines: () => errors, tail: () => output.slice(-3000) };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(
    `The product did not answer /api/health within 3 minutes:\n${output.slice(-3000)}`,
  );
}

/** Ids of live listings that stay live for the run (maintenance expires the rest). */
async function liveIds(handle: DatabaseHandle, n: number): Promise<string[]> {
  const { rows } = await handle.db.$client.query(
    `SELECT id FROM properties WHERE status = 'active' AND published_at IS NOT NULL
       AND expires_at > now() + interval '1 day' ORDER BY md5(id::text) LIMIT $1`,
    [n],
  );
  return rows.map((r: { id: string }) => r.id);
}

// ---- Measuring ----

/**
 * The health probe runs in a thread of its own (plain JS, no loader needed), so the load
 * generator's work on this thread never shows up in its figures. One keep-alive connection.
 */
const PROBE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, everyMs, forMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const samples = [];
const probe = () => new Promise((resolve) => {
  const start = performance.now();
  const done = (ok) => resolve([start, performance.now() - start, ok]);
  http.get(url, { agent }, (res) => {
    res.resume();
    res.on('end', () => done(res.statusCode === 200));
  }).on('error', () => done(false));
});
(async () => {
  const origin = performance.now();
  let next = origin;
  while (performance.now() - origin < forMs) {
    const [start, ms, ok] = await probe();
    samples.push([start - origin, ms, ok]);
    next += everyMs;
    const wait = next - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    else next = performance.now();
  }
  agent.destroy();
  parentPort.postMessage(samples);
})();
`;

type ProbeSample = [atMs: number, ms: number, ok: boolean];

function probeHealth(origin: string, forMs: number): Promise<ProbeSample[]> {
  const worker = new Worker(PROBE_SOURCE, {
    eval: true,
    workerData: { url: `${origin}/api/health`, everyMs: PROBE_EVERY_MS, forMs },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (samples: ProbeSample[]) => {
      resolve(samples);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

interface KindStats {
  times: number[];
  failed: number;
  statuses: Map<number, number>;
  fromCache: number;
}

const RENDERED_KINDS: Kind[] = ['home', 'listing html', 'detail html'];
type Rendered = Map<Kind, { server: number; n: number }>;
/** Server-rendered HTML has markup inside <div id="root">; the browser-rendered shell has none. */
const isServerRendered = (html: string) => /<div id="root">(?!<\/div>)/.test(html);

/** One request each, in turn, before the load: the renderer's first import is not the load's. */
async function warmUp(origin: string, draw: Traffic) {
  const first = new Map<Kind, number>();
  const renderedIdle = new Map<Kind, boolean>();
  const failed: string[] = [];
  for (let round = 0; round < 3; round++) {
    for (const kind of KINDS) {
      let request = draw.next();
      while (request.kind !== kind) request = draw.next();
      const started = performance.now();
      const response = await fetch(origin + request.path, { headers: request.headers });
      const body = await response.text();
      if (!first.has(kind)) first.set(kind, performance.now() - started);
      if (response.status >= 400) failed.push(`${request.path} answered ${response.status}`);
      if (RENDERED_KINDS.includes(kind)) renderedIdle.set(kind, isServerRendered(body));
    }
  }
  return { first, renderedIdle, failed };
}

/**
 * The server may answer a page with the browser-rendered shell instead of rendering it (when
 * its renderers are busy, or a render fails): fast, but not the same page. Every 250 ms one more
 * page of its own draw (decompressed by fetch) tells which it got.
 */
async function sampleRendering(origin: string, ids: string[], forMs: number): Promise<Rendered> {
  const draw = traffic(ids, 4242);
  const seen: Rendered = new Map(RENDERED_KINDS.map((k) => [k, { server: 0, n: 0 }]));
  const until = performance.now() + forMs;
  for (let i = 0; performance.now() < until; i++) {
    const kind = RENDERED_KINDS[i % RENDERED_KINDS.length] as Kind;
    let request = draw.next();
    while (request.kind !== kind) request = draw.next();
    const html = await fetch(origin + request.path, { headers: request.headers }).then(
      (r) => r.text(),
      () => '',
    );
    const counts = seen.get(kind) as { server: number; n: number };
    counts.n++;
    if (isServerRendered(html)) counts.server++;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return seen;
}

async function measure(engine: BenchEngine) {
  log(`\n${engine}: seeding ${COUNT.toLocaleString('en-IN')} listings (kept between runs)...`);
  const bench = await benchDatabase(engine, COUNT);
  const ids = await liveIds(bench.handle, 20_000);
  await bench.handle.close();
  const runDir = mkdtempSync(path.join(tmpdir(), 'pm-mixed-'));
  const dataDir = path.join(runDir, 'pglite');
  let product: Product | undefined;
  try {
    if (engine === 'pglite') {
      // A copy, so the demo data and the run's writes never reach the kept seed.
      cpSync(bench.dataDir, dataDir, { recursive: true });
    }
    product = await startProduct({
      DATA_DIR: dataDir,
      ...(engine === 'postgres' && bench.url
        ? { DATABASE_URL: bench.url, DATABASE_POOL_SIZE: values.pool }
        : {}),
    });
    const { origin } = product;
    const draw = traffic(ids);
    const { first: cold, renderedIdle, failed: warmUpFailed } = await warmUp(origin, draw);

    const stats = new Map<Kind, KindStats>(
      KINDS.map((k) => [k, { times: [], failed: 0, statuses: new Map(), fromCache: 0 }]),
    );
    const load = loadavg()[0] ?? 0;
    const probing = probeHealth(origin, SECONDS * 1000);
    const sampling = sampleRendering(origin, ids, (SECONDS - 1) * 1000);
    type Context = { kind?: Kind; startedAt?: number };
    const result = await autocannon({
      url: origin,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 10,
      requests: [
        {
          setupRequest: (request, context) => {
            const next = draw.next();
            const c = context as Context;
            c.kind = next.kind;
            c.startedAt = performance.now();
            return { ...request, method: 'GET', path: next.path, headers: next.headers };
          },
          onResponse: (
            status: number,
            _body: string,
            context: Context,
            headers: Record<string, string>,
          ) => {
            const s = context.kind && stats.get(context.kind);
            if (!s || context.startedAt === undefined) return;
            s.times.push(performance.now() - context.startedAt);
            s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
            if (status >= 400) s.failed++;
            if (/hit|stale/.test(String(headers['x-cache'] ?? ''))) s.fromCache++;
          },
        },
      ],
    });
    const health = await probing;
    const rendered = await sampling;
    return report(
      engine,
      load,
      result,
      stats,
      health,
      { rendered, renderedIdle },
      { cold, warmUpFailed, serverErrors: product.errorLines() },
      ids.length,
    );
  } finally {
    await product?.stop();
    await bench.stop();
    rmSync(runDir, { recursive: true, force: true });
  }
}

type LoadResult = Awaited<ReturnType<typeof autocannon>>;

function report(
  engine: BenchEngine,
  load: number,
  result: LoadResult,
  stats: Map<Kind, KindStats>,
  health: ProbeSample[],
  { rendered, renderedIdle }: { rendered: Rendered; renderedIdle: Map<Kind, boolean> },
  {
    cold,
    warmUpFailed,
    serverErrors,
  }: { cold: Map<Kind, number>; warmUpFailed: string[]; serverErrors: string[] },
  idCount: number,
) {
  const lines: string[] = [];
  const out = (line: string) => lines.push(line);
  const f = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-IN') : n.toFixed(1));
  const failedResponses = [...stats.values()].reduce((sum, s) => sum + s.failed, 0);
  // autocannon's errors include its timeouts.
  const errors = failedResponses + result.errors + warmUpFailed.length;
  const rps = Math.round(result.requests.average);
  const total = Number(result.requests.total ?? 0);
  out(
    `Mixed load on ${engine === 'pglite' ? 'PGlite (embedded)' : `PostgreSQL (pool of ${values.pool})`}: ${COUNT.toLocaleString('en-IN')} seeded listings (+ the demo data), ` +
      `${CONNECTIONS} connections, ${SECONDS} s, load average ${load.toFixed(2)} at the start (${cpus().length} cores)`,
  );
  out(
    `  ${rps} requests/s (${total.toLocaleString('en-IN')} in all), latency p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  out(
    `  errors: ${failedResponses} answers >= 400, ${result.errors - result.timeouts} socket errors, ${result.timeouts} timeouts (10 s)` +
      (warmUpFailed.length > 0 ? `; before the load: ${warmUpFailed.join('; ')}` : ''),
  );
  if (serverErrors.length > 0) {
    out(`  the server logged ${serverErrors.length} error(s), the first: ${serverErrors[0]}`);
  }
  out('  kind          share      n   p50 ms   p99 ms   max ms  from micro-cache  cold first ms');
  const kinds = KINDS.map((kind) => {
    const s = stats.get(kind) as KindStats;
    const sum = summarize(s.times);
    const codes = [...s.statuses].map(([code, n]) => `${code} x${n}`).join(', ');
    out(
      `  ${kind.padEnd(12)} ${`${Math.round((100 * sum.n) / Math.max(1, total))}%`.padStart(6)} ${String(sum.n).padStart(6)} ` +
        `${f(sum.p50).padStart(8)} ${f(sum.p99).padStart(8)} ${f(sum.max).padStart(8)} ` +
        `${`${Math.round((100 * s.fromCache) / Math.max(1, sum.n))}%`.padStart(17)} ${f(cold.get(kind) ?? Number.NaN).padStart(14)}` +
        (s.failed > 0 ? `  statuses: ${codes}` : ''),
    );
    return {
      kind,
      ...sum,
      failed: s.failed,
      fromCache: s.fromCache,
      statuses: Object.fromEntries(s.statuses),
    };
  });
  out(
    `  server-rendered while loaded (one page every 250 ms): ${RENDERED_KINDS.map((k) => {
      const r = rendered.get(k) as { server: number; n: number };
      return `${k} ${r.server}/${r.n}`;
    }).join(', ')} (the rest answered with the browser-rendered shell)`,
  );
  const notEvenIdle = RENDERED_KINDS.filter((k) => renderedIdle.get(k) === false);
  if (notEvenIdle.length > 0) {
    out(`  (not server-rendered even before the load: ${notEvenIdle.join(', ')})`);
  }
  const h = summarize(health.map(([, ms]) => ms));
  const healthFailed = health.filter(([, , ok]) => !ok).length;
  out(
    `  /api/health every ${PROBE_EVERY_MS} ms on its own connection: p50 ${h.p50.toFixed(2)} ms, p99 ${h.p99.toFixed(2)} ms, ` +
      `max ${h.max.toFixed(1)} ms (n=${h.n}, ${healthFailed} failed)`,
  );
  const windows = Array.from({ length: Math.ceil((SECONDS * 1000) / WINDOW_MS) }, (_, i) => {
    const inWindow = health.filter(([at]) => Math.floor(at / WINDOW_MS) === i).map(([, ms]) => ms);
    return {
      from: (i * WINDOW_MS) / 1000,
      to: ((i + 1) * WINDOW_MS) / 1000,
      ...summarize(inWindow),
    };
  });
  out(
    `  health per ${WINDOW_MS / 1000} s: ${windows.map((w) => `${w.from}-${w.to} s p50 ${w.p50.toFixed(2)} / p99 ${w.p99.toFixed(1)}`).join(', ')}`,
  );
  const p99Budget = BUDGET.p99[engine];
  const worstWindow = Math.max(...windows.map((w) => (Number.isNaN(w.p50) ? Infinity : w.p50)));
  const checks = [
    { name: '0 errors', ok: errors === 0 && healthFailed === 0, was: `${errors + healthFailed}` },
    {
      name: `p99 <= ${p99Budget} ms`,
      ok: result.latency.p99 <= p99Budget,
      was: `${result.latency.p99} ms`,
    },
  ];
  const healthCheck = {
    name: `health p50 <= ${BUDGET.healthP50} ms in every window`,
    ok: worstWindow <= BUDGET.healthP50,
    was: `worst ${worstWindow.toFixed(2)} ms`,
  };
  // The issue budgets health on the embedded database ("on PostgreSQL: p99 <= 100 ms").
  if (engine === 'pglite') checks.push(healthCheck);
  out(
    `  budget: ${checks.map((c) => `${c.name} ${c.ok ? 'PASS' : 'FAIL'} (${c.was})`).join('; ')}` +
      (engine === 'pglite'
        ? ''
        : `; ${healthCheck.name}: budgeted on the embedded database only (${healthCheck.was})`),
  );
  const pass = checks.every((c) => c.ok);
  out(`  ${pass ? 'PASS' : 'FAIL'}`);
  return {
    lines,
    pass,
    json: {
      engine,
      listings: COUNT,
      detailIds: idCount,
      serverRendered: Object.fromEntries(rendered),
      connections: CONNECTIONS,
      seconds: SECONDS,
      loadAverageAtStart: load,
      requestsPerSecond: rps,
      requests: total,
      latency: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      errors: {
        beforeTheLoad: warmUpFailed,
        serverLog: serverErrors.slice(0, 20),
        serverLogErrors: serverErrors.length,
        answers: failedResponses,
        socket: result.errors - result.timeouts,
        timeouts: result.timeouts,
      },
      kinds,
      health: { ...h, failed: healthFailed, windows },
      budget: {
        p99Ms: p99Budget,
        healthP50Ms: engine === 'pglite' ? BUDGET.healthP50 : null,
        checks,
      },
      pass,
    },
  };
}

if (!values['no-build']) buildStale(log);
const results = [];
for (const engine of engines) {
  const measured = await measure(engine);
  console.log(measured.lines.join('\n'));
  results.push(measured);
}
const outDir = path.join(repoRoot, 'bench-results');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, 'mixed-load.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), results: results.map((r) => r.json) }, null, 2)}\n`,
);
process.exitCode = results.every((r) => r.pass) ? 0 : 1;
