import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { eq, sql } from 'drizzle-orm';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../../src/db/client';
import { DataDirLockedError, lockDataDir } from '../../src/db/engine/data-dir-lock';
import { users } from '../../src/db/schema/index';
import { engineUnderTest, freshDatabase } from '../helpers/test-app';

describe('PGlite data folder lock', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'pm-lock-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses a folder held by another live process, naming it', async () => {
    const dataDir = path.join(root, 'held');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      lockDataDir(dataDir)();
      writeFileSync(`${dataDir}.lock`, String(other.pid));
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dataDir)).toThrow(
        `The database folder ${dataDir} is in use by process ${other.pid}`,
      );
    } finally {
      other.kill();
    }
  });

  it('refuses a second open in the same process and takes over a stale lock', async () => {
    const dataDir = path.join(root, 'stale');
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(/already open in this process/);
    release();
    writeFileSync(`${dataDir}.lock`, '999999999');
    const again = lockDataDir(dataDir);
    again();
  });

  it('keeps committed data across a restart (PGlite on disk)', async () => {
    const dataDir = path.join(root, 'persist');
    const first = await openDatabase({ databaseUrl: undefined, dataDir });
    await migrateDatabase(first.db);
    await first.db.insert(users).values({ phone: '9000000099' });
    await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(
      DataDirLockedError,
    );
    await first.close();
    const second = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      const rows = await second.db.select().from(users).where(eq(users.phone, '9000000099'));
      expect(rows).toHaveLength(1);
    } finally {
      await second.close();
    }
  }, 90_000);
});

describe(`transactions (${engineUnderTest})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshDatabase();
    await migrateDatabase(database.db);
  });
  afterAll(() => database.close());

  it('roll back every write of a failed transaction', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values({ phone: '9000000101' });
        await tx.insert(users).values({ phone: '9000000101' }); // unique violation
      }),
    ).rejects.toThrow();
    expect(
      await database.db.select().from(users).where(eq(users.phone, '9000000101')),
    ).toHaveLength(0);
  });

  it('isolate an open transaction from other connections until commit', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const writer = database.db.transaction(async (tx) => {
      await tx.insert(users).values({ phone: '9000000102' });
      await gate;
    });
    await new Promise((r) => setTimeout(r, 100));
    const during = database.db.select().from(users).where(eq(users.phone, '9000000102'));
    release();
    await writer;
    // On PostgreSQL the read sees the committed row or not depending on timing; it must never fail or block forever.
    await during;
    expect(
      await database.db.select().from(users).where(eq(users.phone, '9000000102')),
    ).toHaveLength(1);
  });

  it('has the extensions the migrations need', async () => {
    const res = await database.db.execute<{ s: number }>(
      sql`SELECT similarity('Bengaluru', 'Bangalore') AS s`,
    );
    expect(Number(res.rows[0]?.s)).toBeGreaterThan(0.1);
    const un = await database.db.execute<{ u: string }>(sql`SELECT unaccent('Bengalūru') AS u`);
    expect(un.rows[0]?.u).toBe('Bengaluru');
  });
});
