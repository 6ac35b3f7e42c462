// HTTP search load on PostgreSQL: the real server process (as `pnpm start` runs it) at N listings,
// autocannon with 50 connections on loopback beside it. Budget: >= 1,500 req/s, p99 <= 100 ms, 0 errors.
// Run: pnpm --filter api exec tsx bench/listings-http.ts [--count 100000] [--seconds 20]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchDatabase, searchUrls } from './listings-setup';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
  },
});
const BUDGET = { rps: 1500, p99: 100 };
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const bench = await benchDatabase('postgres', Number(values.count));
await bench.handle.close();
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: apiDir,
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: '0',
    DATABASE_URL: bench.url,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /running at (http:\/\/[^\s]+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    server.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  const urls = searchUrls(2000, 99);
  let next = 0;
  type Options = Parameters<typeof autocannon>[0];
  type Summary = Awaited<ReturnType<typeof autocannon>> & {
    timeouts: number;
    latency: { p50: number; p99: number; max: number };
  };
  const run = (seconds: number, headers: Record<string, string> = {}) =>
    autocannon({
      url: base,
      connections: Number(values.connections),
      duration: seconds,
      headers,
      requests: [
        {
          method: 'GET',
          setupRequest: (request: Record<string, unknown>) => ({
            ...request,
            path: urls[next++ % urls.length],
          }),
        },
      ],
    } as unknown as Options) as Promise<Summary>;
  await run(3); // warm-up: JIT, connection pool, PostgreSQL buffers
  const report = (label: string, result: Summary) => {
    const rps = Math.round(result.requests.average);
    const ok =
      rps >= BUDGET.rps &&
      result.latency.p99 <= BUDGET.p99 &&
      result.errors === 0 &&
      result.non2xx === 0;
    console.log(
      `  ${label}: ${rps} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `max ${result.latency.max} ms, errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}` +
        `  (budget >= ${BUDGET.rps} req/s, p99 <= ${BUDGET.p99} ms, 0 errors: ${ok ? 'OK' : 'OVER'})`,
    );
    return ok;
  };
  console.log(
    `HTTP GET /api/listings/search on PostgreSQL at ${Number(values.count).toLocaleString('en-IN')} listings, ` +
      `${values.connections} connections, ${values.seconds} s per run, ${urls.length} distinct queries in rotation:`,
  );
  const cached = await run(Number(values.seconds));
  const ok = report(
    'as served (server micro-cache per URL: fresh for max-age 30 s, then stale while one request refreshes it)',
    cached,
  );
  const fresh = await run(Number(values.seconds), { 'cache-control': 'no-cache' });
  report('every request to the database (Cache-Control: no-cache)', fresh);
  process.exitCode = ok ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await bench.stop();
}
