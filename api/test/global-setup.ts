import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { migrateDatabase, migrationsFolder, openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/seed/index';
import { TEST_ENV, testConfig } from './helpers/test-config';

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
    // Older templates (other migrations) are dead weight.
    for (const old of readdirSync(folder)) {
      if (old.endsWith('.tar') && path.join(folder, old) !== file)
        rmSync(path.join(folder, old), { force: true });
    }
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
  }
  process.env.PGLITE_TEMPLATE = file;
}
