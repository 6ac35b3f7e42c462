import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { migrateDatabase, migrationsFolder, openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/seed/index';
import { TEST_ENV, testConfig } from './helpers/test-config';

const HOUR_MS = 60 * 60 * 1000;
const seedFolder = path.resolve(migrationsFolder, '../src/seed');

/** Changes whenever the migrations, the seed or the test settings change. */
function templateKey(): string {
  const hash = createHash('sha256').update(JSON.stringify(TEST_ENV));
  for (const folder of [migrationsFolder, seedFolder]) {
    for (const file of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (!file.isFile()) continue;
      const full = path.join(file.parentPath, file.name);
      hash.update(full).update(readFileSync(full));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * PGlite runs: prepare one migrated and seeded database and let every test file start from its
 * dump (no initdb, migrations or seeding per file). The dump is cached in the temp folder by a
 * key of migrations + seed. PostgreSQL runs need nothing here.
 */
export default async function setup() {
  if (process.env.DATABASE_URL) return;
  const folder = path.join(tmpdir(), 'pm-pglite-templates');
  const file = path.join(folder, `${templateKey()}.tar`);
  if (!existsSync(file)) {
    const handle = await openDatabase({ databaseUrl: undefined, dataDir: 'memory' });
    await migrateDatabase(handle.db);
    await seedDatabase(handle.db, testConfig(), pino({ level: 'silent' }));
    const dump = await handle.dump?.();
    await handle.close();
    if (!dump) return;
    mkdirSync(folder, { recursive: true });
    // Older templates (other migrations) are dead weight once no run has used them for an hour
    // (two checkouts or branches may test at the same time; each run touches its template).
    for (const old of readdirSync(folder)) {
      const oldFile = path.join(folder, old);
      if (
        old.endsWith('.tar') &&
        oldFile !== file &&
        statSync(oldFile).mtimeMs < Date.now() - HOUR_MS
      )
        rmSync(oldFile, { force: true });
    }
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
  }
  const now = new Date();
  utimesSync(file, now, now); // in use: see the pruning above
  process.env.PGLITE_TEMPLATE = file;
}
