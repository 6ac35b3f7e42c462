// With 50 concurrent database-heavy requests in flight, a database-free /api/health must stay
// at p50 <= 2 ms: PGlite runs in a worker thread, so the request thread is never blocked.
// Run: pnpm --filter api bench   (starts its own server on a free port and a temporary data folder)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { ms, summarize } from './stats';

const BUDGET_P50_MS = 2;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'pm-bench-')), 'pglite');

// 1. A heavier data set than the demo: 5,000 suggestions for trigram searches and counts.
{
  const handle = await openDatabase({ databaseUrl: undefined, dataDir });
  await migrateDatabase(handle.db);
  await handle.db.execute(sql`
    INSERT INTO suggestions (search_text, weight)
    SELECT 'Locality ' || md5(g::text) || ' ' || (ARRAY['Pune','Mumbai','Bengaluru','Chennai','Hyderabad'])[1 + g % 5], g % 100
    FROM generate_series(1, 5000) AS g ON CONFLICT DO NOTHING`);
  await handle.close();
}

// 2. The real server in its own process (as `pnpm start` runs it).
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: apiDir,
  env: { ...process.env, NODE_ENV: 'development', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const base = await new Promise<string>((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (chunk) => {
    out += chunk;
    const match = /running at (http:\/\/[^\s]+)/.exec(out);
    if (match?.[1]) resolve(match[1]);
  });
  server.once('exit', (code) => reject(new Error(`server exited (${code})`)));
});

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function probe(): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    http
      .get(`${base}/api/health`, { agent }, (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(performance.now() - start)
            : reject(new Error(`health ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}
async function probeFor(msTotal: number, samples: number[]) {
  const until = performance.now() + msTotal;
  while (performance.now() < until) {
    samples.push(await probe());
    await new Promise((r) => setTimeout(r, 5));
  }
}

try {
  const idle: number[] = [];
  await probeFor(2000, idle);

  const searches = ['pune', 'mum', 'a1b', 'locality 9', 'bengaluru', 'e4', 'hyd', 'chennai 7'];
  const load = autocannon({
    url: base,
    connections: 50,
    duration: LOAD_SECONDS,
    workers: 1,
    timeout: 30,
    requests: searches.map((q) => ({
      method: 'GET',
      path: `/api/admin/suggestion?search=${encodeURIComponent(q)}&limit=50`,
    })),
  });
  const loaded: number[] = [];
  await new Promise((r) => setTimeout(r, 500));
  const probing = probeFor((LOAD_SECONDS - 1) * 1000, loaded);
  const [result] = await Promise.all([load, probing]);

  const i = summarize(idle);
  const l = summarize(loaded);
  console.log(
    `/api/health while 50 connections run DB-heavy suggestion searches on PGlite (${LOAD_SECONDS}s):`,
  );
  console.log(
    `  DB load      ${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
  );
  console.log(`  health idle  p50 ${ms(i.p50)}  p95 ${ms(i.p95)}  (n=${i.n})`);
  console.log(
    `  health load  p50 ${ms(l.p50)}  p95 ${ms(l.p95)}  p99 ${ms(l.p99)}  max ${ms(l.max)}  (n=${l.n}, budget p50 <= ${BUDGET_P50_MS} ms)`,
  );
  if (l.p50 > BUDGET_P50_MS || result.errors > 0 || result.non2xx > 0) {
    console.log('  OVER BUDGET or errors');
    process.exitCode = 1;
  }
} finally {
  agent.destroy();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
}
