import pg from 'pg';
import { startTestPostgres } from '../../scripts/lib/postgres';
import { type DatabaseHandle, openDatabase } from '../src/db/client';

export type BenchEngine = 'pglite' | 'postgres';

/** `DATABASE_URL` picks PostgreSQL by default; `--engine postgres` without it starts a throw-away cluster. */
export const defaultEngine = (): BenchEngine => (process.env.DATABASE_URL ? 'postgres' : 'pglite');

/**
 * A database for a benchmark: an in-memory PGlite, the server at `DATABASE_URL`, or a throw-away
 * PostgreSQL cluster (Debian's binaries, as the test runner uses) with a database named `name`.
 */
export async function openBenchDatabase(
  engine: string,
  name: string,
): Promise<{ handle: DatabaseHandle; stop(): Promise<void> }> {
  if (engine === 'pglite') {
    const handle = await openDatabase({ databaseUrl: undefined, dataDir: 'memory' });
    return { handle, stop: () => handle.close() };
  }
  let url = process.env.DATABASE_URL;
  const cluster = url ? undefined : await startTestPostgres({ sharedBuffers: '1GB' });
  if (cluster) {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(cluster.url);
    u.pathname = `/${name}`;
    url = u.toString();
  }
  const handle = await openDatabase({ databaseUrl: url, dataDir: 'memory', poolSize: 10 });
  return {
    handle,
    stop: async () => {
      await handle.close();
      await cluster?.stop();
    },
  };
}
