import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresBinDir } from './system-packages';

export interface TestPostgres {
  url: string;
  stop(): void;
}

/** A port that is free on 127.0.0.1 now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface TestPostgresOptions {
  /** PostgreSQL's shared_buffers (its own cache), e.g. '1GB'; PostgreSQL's default otherwise. */
  sharedBuffers?: string;
}

/**
 * A throw-away PostgreSQL cluster in a temp folder on a free port, so the
 * api suite runs on a real server without touching (or colliding with) any
 * cluster the machine already has.
 */
export async function startTestPostgres(options: TestPostgresOptions = {}): Promise<TestPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const dir = mkdtempSync(join(tmpdir(), 'pm-postgres-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const asPostgres = (command: string, args: string[]) => {
    const isRoot = process.getuid?.() === 0;
    const [file, argv] = isRoot
      ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
      : [command, args];
    const result = spawnSync(file, argv, { stdio: 'pipe', encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
    }
  };
  asPostgres(`${bin}/initdb`, ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  asPostgres(`${bin}/pg_ctl`, [
    '-D',
    dataDir,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200${
      options.sharedBuffers ? ` -c shared_buffers=${options.sharedBuffers}` : ''
    }`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asPostgres(`${bin}/pg_ctl`, ['-D', dataDir, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
