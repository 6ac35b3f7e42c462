import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { lockDataDir } from './data-dir-lock';

export interface PgliteEngine {
  /** Connection settings for `pg` (unix socket). */
  connection: { host: string; port: number; user: string; database: string };
  /** A tarball of the data folder (used to prepare test templates). */
  dump(): Promise<Buffer>;
  close(): Promise<void>;
}

const SOCKET_PORT = 5432;

function workerPath(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.join(here, 'pglite-worker.mjs');
}

/**
 * Starts PGlite in a worker thread and serves it on a private unix socket.
 * `templateFile`: a dump to start from instead of an empty folder (tests).
 */
export async function startPglite(dataDir: string, templateFile?: string): Promise<PgliteEngine> {
  const release = dataDir === 'memory' ? () => {} : lockDataDir(dataDir);
  const socketDir = mkdtempSync(path.join(tmpdir(), 'pm-pglite-'));
  const socketPath = path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
  const worker = new Worker(workerPath(), { workerData: { dataDir, socketPath, templateFile } });
  const cleanup = () => {
    rmSync(socketDir, { recursive: true, force: true });
    release();
  };
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`PGlite worker exited early (code ${code})`)));
      worker.once('message', (message: { type: string; message?: string }) => {
        if (message.type === 'ready') resolve();
        else reject(new Error(`PGlite failed to start: ${message.message ?? message.type}`));
      });
    });
  } catch (error) {
    await worker.terminate();
    cleanup();
    throw error;
  }
  worker.removeAllListeners('exit');
  worker.removeAllListeners('error');
  worker.on('error', (error) => {
    process.emitWarning(`PGlite worker error: ${String(error)}`);
  });
  let closing: Promise<void> | undefined;
  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    dump() {
      return new Promise<Buffer>((resolve) => {
        const onMessage = (m: { type: string; buffer?: ArrayBuffer }) => {
          if (m.type !== 'dump' || !m.buffer) return;
          worker.off('message', onMessage);
          resolve(Buffer.from(m.buffer));
        };
        worker.on('message', onMessage);
        worker.postMessage({ type: 'dump' });
      });
    },
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 5000);
          worker.once('message', (m: { type: string }) => {
            if (m.type === 'closed') {
              clearTimeout(timer);
              resolve();
            }
          });
          worker.postMessage({ type: 'close' });
        });
        await worker.terminate();
        cleanup();
      })();
      return closing;
    },
  };
}
