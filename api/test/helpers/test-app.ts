import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { ManualClock } from '../../src/lib/clock';
import { DevEmailSink } from '../../src/providers/email';
import { DevSmsSink, type SmsSender } from '../../src/providers/sms';
import { testConfig } from './test-config';

export interface TestContext {
  app: FastifyInstance;
  config: AppConfig;
  clock: ManualClock;
  sms: DevSmsSink;
  email: DevEmailSink;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Which engine this run uses: PostgreSQL when DATABASE_URL is set, PGlite otherwise. */
export const engineUnderTest = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** A fresh database for one test file: an in-memory PGlite, or a new PostgreSQL database. */
export async function freshDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    return openDatabase({
      databaseUrl: undefined,
      dataDir: 'memory',
      templateFile: process.env.PGLITE_TEMPLATE,
    });
  }
  const name = `pm_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = await openDatabase({
    databaseUrl: dbUrl.toString(),
    dataDir: 'memory',
    poolSize: 5,
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  sms?: SmsSender;
  database?: DatabaseHandle;
  /** Runs before app.ready() (e.g. to add a test-only route). */
  beforeReady?: (app: FastifyInstance) => void;
  /** Serve shell + remotes from STATIC_ROOT, as `pnpm start` does. */
  serveSite?: boolean;
  /** Capture logs (at LOG_LEVEL) instead of silencing them. */
  logStream?: NodeJS.WritableStream;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const config = testConfig(options.env);
  const database = options.database ?? (await freshDatabase());
  const clock = new ManualClock();
  const sms = new DevSmsSink();
  const email = new DevEmailSink();
  const app = await buildApp(config, {
    clock,
    database,
    sms: options.sms ?? sms,
    email,
    serveSite: options.serveSite ?? false,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    clock,
    sms,
    email,
    database,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
