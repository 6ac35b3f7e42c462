import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/seed/index';
import { testConfig } from './helpers/test-config';

/**
 * PGlite runs: prepare one migrated and seeded database once and let every test file start from
 * its dump (skips initdb, migrations and seeding per file). PostgreSQL runs need nothing here.
 */
export default async function setup() {
  if (process.env.DATABASE_URL) return undefined;
  const handle = await openDatabase({ databaseUrl: undefined, dataDir: 'memory' });
  await migrateDatabase(handle.db);
  await seedDatabase(handle.db, testConfig(), pino({ level: 'silent' }));
  const dump = await handle.dump?.();
  await handle.close();
  if (!dump) return undefined;
  const file = path.join(tmpdir(), `pm-pglite-template-${process.pid}.tar`);
  writeFileSync(file, dump);
  process.env.PGLITE_TEMPLATE = file;
  return () => rmSync(file, { force: true });
}
