// The admin area's lists and dashboard at scale (issue 13 budget: each list's first page, a
// filtered page, a sorted page and a deep page p95 <= 20 ms in-process on PostgreSQL with 100k
// listings, 100k users and 1M leads; PGlite reported beside it at 100k of each).
// Run: pnpm --filter api bench:admin                          (PostgreSQL in a throw-away cluster, then PGlite)
//      pnpm --filter api bench:admin --engine postgres        (one engine; DATABASE_URL is used when set)
//      LEADS=200000 pnpm --filter api bench:admin --engine pglite
// A list whose route is not built yet is reported as missing, not as a failure. Exit code 1 only
// when a measured budgeted p95 is over 20 ms on PostgreSQL.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateDatabase } from '../src/db/client';
import { ADMIN_BENCH_LISTS, type BenchCase } from './admin-lists-cases';
import { type AdminSeedSizes, seedAdminLists } from './admin-seed';
import { type BenchEngine, openBenchDatabase } from './bench-database';
import { ms, summarize } from './stats';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    samples: { type: 'string' },
    out: { type: 'string' },
  },
});
const BUDGET_P95_MS = 20;
const log = (text: string) => process.stderr.write(`${text}\n`);
const engines: BenchEngine[] =
  values.engine === 'both' ? ['postgres', 'pglite'] : [values.engine as BenchEngine];

function sizesFor(engine: BenchEngine): AdminSeedSizes {
  const big = engine === 'postgres';
  return {
    users: Number(process.env.USERS ?? 100_000),
    listings: Number(process.env.LISTINGS ?? 100_000),
    leads: Number(process.env.LEADS ?? (big ? 1_000_000 : 100_000)),
    auditEntries: Number(process.env.AUDIT_ENTRIES ?? (big ? 200_000 : 100_000)),
  };
}

const lines: string[] = [];
const report = (line: string) => {
  log(line);
  lines.push(line);
};
let over = false;

for (const engine of engines) {
  const sizes = sizesFor(engine);
  const samples = Number(values.samples ?? (engine === 'postgres' ? 200 : 50));
  const { handle, stop } = await openBenchDatabase(engine, 'bench_admin');
  await migrateDatabase(handle.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
  });
  const app = await buildApp(config, { database: handle, logger: false });
  await app.ready();
  // Seeded after the app is up: a broken build fails in seconds, not after minutes of seeding.
  const started = Date.now();
  await seedAdminLists(handle, sizes, log);
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const staff = await handle.db.execute<{ id: string }>(sql`
    INSERT INTO admins (email, name, role, password_hash)
    VALUES ('bench-super@bench.test', 'Bench', 'super-admin', 'not-a-hash') RETURNING id`);
  const staffId = staff.rows[0]?.id as string;
  // Access tokens live 15 minutes and a run takes longer: a fresh one for every case.
  let headers = { authorization: '' };
  const freshToken = async () => {
    const { token } = await app.tokens.issue('admin', staffId);
    headers = { authorization: `Bearer ${token}` };
  };

  report(
    `Admin lists in-process (app.inject, sequential, ${samples} runs each, load average ${loadavg()[0]?.toFixed(1)} at the start), ${engine}: ${sizes.listings.toLocaleString('en-IN')} listings, ${sizes.users.toLocaleString('en-IN')} users, ${sizes.leads.toLocaleString('en-IN')} leads, ${sizes.auditEntries.toLocaleString('en-IN')} audit entries`,
  );
  for (const list of ADMIN_BENCH_LISTS) {
    for (const benchCase of list.cases) {
      await freshToken();
      const outcome = await measure(list.path, benchCase, samples);
      const name = `${list.label.padEnd(26)} ${benchCase.name.padEnd(12)}`;
      if (outcome.kind === 'missing') {
        report(`  ${name} missing (${list.path} is not built yet)`);
        break;
      }
      if (outcome.kind === 'refused') {
        report(`  ${name} refused: ${outcome.message}`);
        continue;
      }
      const { s, total, query, firstMs } = outcome;
      const budgeted = benchCase.budgeted !== false && list.budgeted !== false;
      const verdict =
        engine === 'postgres' && budgeted
          ? s.p95 <= BUDGET_P95_MS
            ? 'OK'
            : 'OVER'
          : budgeted
            ? 'reported'
            : 'not budgeted';
      if (engine === 'postgres' && budgeted && s.p95 > BUDGET_P95_MS) over = true;
      report(
        `  ${name} p50 ${ms(s.p50).padStart(9)}  p95 ${ms(s.p95).padStart(9)}  first ${ms(firstMs).padStart(9)}  total ${String(total ?? '-').padStart(6)}  ${verdict.padEnd(12)} ?${query}`,
      );
    }
  }
  await app.close();
  await stop();

  /** The first query of the case the route accepts, timed `samples` times after a warm-up. */
  async function measure(path: string, benchCase: BenchCase, runs: number) {
    let refusal = '';
    for (const query of benchCase.queries) {
      const url = `${path}${query ? `?${query}` : ''}`;
      const begun = performance.now();
      const first = await app.inject({ url, headers });
      const firstMs = performance.now() - begun;
      if (first.statusCode === 404 && /not found/i.test(first.body) && /Route/.test(first.body))
        return { kind: 'missing' as const };
      if (first.statusCode !== 200) {
        refusal = `${first.statusCode} ${first.json().message ?? first.body}`.slice(0, 160);
        continue;
      }
      for (let i = 0; i < 5; i++) await app.inject({ url, headers }); // warm-up
      const times: number[] = [];
      let total: number | undefined;
      for (let i = 0; i < runs; i++) {
        const begun = performance.now();
        const res = await app.inject({ url, headers });
        times.push(performance.now() - begun);
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        total = (res.json() as { total?: number }).total;
      }
      return { kind: 'measured' as const, s: summarize(times), total, query, firstMs };
    }
    return { kind: 'refused' as const, message: refusal };
  }
}

report(
  `Budget: p95 <= ${BUDGET_P95_MS} ms on PostgreSQL for each list's first, filtered, sorted and deep page.`,
);
console.log(lines.join('\n'));
if (values.out) writeFileSync(values.out, `${new Date().toISOString()}\n${lines.join('\n')}\n`);
process.exitCode = over ? 1 : 0;
