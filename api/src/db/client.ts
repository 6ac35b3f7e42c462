import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { startPglite } from './engine/pglite-engine';
import * as schema from './schema/index';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Engine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  engine: Engine;
  /** PGlite only: a tarball of the data folder. */
  dump?: () => Promise<Buffer>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  onPoolError?: (error: Error) => void;
  poolSize?: number;
  /** PGlite only: start from this dump instead of an empty folder. */
  templateFile?: string;
}

/**
 * One code path for both engines: `pg` + drizzle node-postgres. PGlite runs in a
 * worker thread behind a unix socket; PostgreSQL is reached through DATABASE_URL.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const pglite = options.databaseUrl
    ? undefined
    : await startPglite(options.dataDir, options.templateFile);
  const pool = new pg.Pool({
    ...(pglite ? pglite.connection : { connectionString: options.databaseUrl }),
    // PGlite: ONE connection. pglite-socket 0.2.17 queues each protocol message on its own, so two
    // connections' Parse/Bind/Execute can interleave and swap results; PGlite runs one query at a
    // time anyway. (Never query through the pool inside a transaction: it would wait for itself.)
    max: pglite ? 1 : (options.poolSize ?? 10),
    idleTimeoutMillis: 30_000,
  });
  // Without a listener an idle client's error (e.g. a database restart) crashes the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = drizzle({ client: pool, schema }) as Database;
  let closing: Promise<void> | undefined;
  return {
    db,
    pool,
    engine: pglite ? 'pglite' : 'postgres',
    ...(pglite ? { dump: () => pglite.dump() } : {}),
    close() {
      closing ??= (async () => {
        await pool.end();
        await pglite?.close();
      })();
      return closing;
    },
  };
}

/** Applies the committed SQL migrations (same files on both engines). */
export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder });
}
