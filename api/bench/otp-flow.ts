// Send-code + verify, measured server side (inject, no network) on the embedded PGlite.
// Budget: p95 <= 20 ms.  Run: pnpm --filter api bench
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { DevSmsSink } from '../src/providers/sms';
import { ms, summarize } from './stats';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const BUDGET_P95_MS = 20;

const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: 'memory',
  LOG_LEVEL: 'silent',
  SEED_DEMO_DATA: 'false',
  OTP_IP_SEND_LIMIT: '100000',
  OTP_IP_VERIFY_LIMIT: '100000',
});
const database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory' });
const sms = new DevSmsSink();
const app = await buildApp(config, { database, sms, logger: false });
await app.ready();

const send: number[] = [];
const verify: number[] = [];
const both: number[] = [];
for (let i = 0; i < ITERATIONS + 20; i++) {
  const phone = String(9_100_000_000 + i);
  const t0 = performance.now();
  const sent = await app.inject({
    method: 'POST',
    url: '/api/users/user/login',
    payload: { phone },
  });
  const t1 = performance.now();
  const otp = sms.latestFor(phone)?.otp;
  const verified = await app.inject({
    method: 'POST',
    url: '/api/users/user/verify-otp',
    payload: { phone, otp },
  });
  const t2 = performance.now();
  if (sent.statusCode !== 200 || verified.statusCode !== 200) {
    throw new Error(
      `unexpected answer ${sent.statusCode}/${verified.statusCode}: ${verified.body}`,
    );
  }
  if (i < 20) continue; // warm-up
  send.push(t1 - t0);
  verify.push(t2 - t1);
  both.push(t2 - t0);
}
await app.close();
await database.close();

const s = summarize(send);
const v = summarize(verify);
const b = summarize(both);
console.log(`OTP flow on PGlite (worker thread), ${b.n} logins, server side (inject):`);
console.log(`  send-code   p50 ${ms(s.p50)}  p95 ${ms(s.p95)}`);
console.log(`  verify      p50 ${ms(v.p50)}  p95 ${ms(v.p95)}`);
console.log(
  `  send+verify p50 ${ms(b.p50)}  p95 ${ms(b.p95)}  p99 ${ms(b.p99)}  (budget p95 <= ${BUDGET_P95_MS} ms)`,
);
if (b.p95 > BUDGET_P95_MS) {
  console.log('  OVER BUDGET');
  process.exitCode = 1;
}
