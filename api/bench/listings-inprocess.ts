// In-process latency of the listing api at N listings (default 100k) on PostgreSQL and PGlite,
// through app.inject (routing, validation, database, serialisation). Budgets are for PostgreSQL.
// Run: pnpm --filter api exec tsx bench/listings-inprocess.ts [--count 100000] [--engines postgres,pglite]
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import {
  activeIds,
  type BenchEngine,
  benchDatabase,
  searchUrls,
  suggestionUrls,
} from './listings-setup';
import { ms, summarize } from './stats';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    engines: { type: 'string', default: 'postgres,pglite' },
    samples: { type: 'string', default: '600' },
  },
});
const count = Number(values.count);
const samples = Number(values.samples);
const BUDGETS = { search: 10, suggestions: 3, detail: 2 };

async function measure(engine: BenchEngine) {
  const bench = await benchDatabase(engine, count);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
  });
  const app = await buildApp(config, { database: bench.handle, logger: false });
  await app.ready();
  const ids = await activeIds(bench.handle, samples);
  const suites = {
    search: searchUrls(samples),
    suggestions: suggestionUrls(samples),
    detail: ids.map((id) => `/api/listings/${id}`),
  };
  const results: Record<string, ReturnType<typeof summarize>> = {};
  for (const [name, urls] of Object.entries(suites)) {
    const headers = { 'cache-control': 'no-cache' }; // measure the database path, not the micro-cache
    for (const url of urls) await app.inject({ url, headers }); // warm-up: one pass, a server in steady state
    const times: number[] = [];
    for (const url of urls) {
      const started = performance.now();
      const res = await app.inject({ url, headers });
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    }
    results[name] = summarize(times);
  }
  await app.close();
  await bench.stop();
  return results;
}

const lines: string[] = [
  `In-process listing api at ${count.toLocaleString('en-IN')} listings (app.inject, sequential)`,
];
let failed = false;
for (const engine of values.engines.split(',') as BenchEngine[]) {
  const results = await measure(engine);
  for (const [name, s] of Object.entries(results)) {
    const budget = BUDGETS[name as keyof typeof BUDGETS];
    const verdict = engine === 'postgres' ? (s.p95 <= budget ? 'OK' : 'OVER') : 'reported';
    if (engine === 'postgres' && s.p95 > budget) failed = true;
    lines.push(
      `  ${engine.padEnd(8)} ${name.padEnd(11)} n=${s.n} p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  max ${ms(s.max)}  (budget p95 <= ${budget} ms: ${verdict})`,
    );
  }
}
console.log(lines.join('\n'));
process.exitCode = failed ? 1 : 0;
